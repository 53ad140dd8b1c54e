"""The AI reader named by what it does with this very text, in other languages (``addressed``).

A social-engineering text has to reach whatever processes it, and the blind batches'
writers reach it the same way in every language: they describe it by its work on
the text in hand. "Der Assistent, der dieses Ticket bearbeitet, soll ...", "pour
l'agent qui lit ce canal", "Asystent obsługujący skrzynkę księgowości:", "Muhasebe
kutusunu yöneten asistan", "Асистент, що обробляє пошту", "读这个群的助手", "이 요청을
처리하는 시스템은". Each language's form is an AI, assistant, agent, bot or system
word with a relative clause or participle of a verb of handling (read, process,
handle, manage, summarise, review), in the language's own order. It counts as
``addressed`` (weight 3), so it is reported only with another signal: an approval
claimed, a check skipped, data sent, silence asked for.

What it leaves alone: a person in the same construction ("the colleague who handles
this inbox"), a bare "whoever handles this" (a person as often as a program), and a
description of a product ("our assistant, which reads your invoices, ..."), which
scores 3 and nothing more.

Patterns run on ``_window.normalize_text`` output (lower case, Latin diacritics
stripped, punctuation as spaces, ``:`` kept as `` : ``).
"""

from __future__ import annotations

# Up to three words between the relative word and its verb ("qui gere la boite").
_GAP = r"(?:\S+ ){0,3}?"

READER: dict[str, str] = {
    "de": r"(?:\w*assistent|ki agent|agent|bot|system|tool|\w*modell|ki)\w* (?:der|die|das|welche[rs]?) "
    rf"{_GAP}(?:bearbeitet|liest|verarbeitet|betreut|zusammenfasst|pruft|verwaltet"
    r"|beantwortet|auswertet)\b|(?:an|fur) (?:den |die |alle )?(?:ki )?\w*assistent\w* : ",
    "fr": r"(?:assistant|agent|bot|systeme|service|outil|ia)s? (?:ia )?qui "
    rf"{_GAP}(?:lit|lisent|traite|traitent|gere|gerent|redige|resume|recoit|analyse"
    r"|s occupe|prend en charge)\b",
    "es": r"(?:asistente|agente|bot|sistema|herramienta|ia)s? (?:de ia )?que "
    rf"{_GAP}(?:lee|leen|gestiona|procesa|revisa|resume|atiende|tramita|analiza|redacta|leyendo"
    r"|procesando|revisando)\b",
    "it": r"(?:assistente|agente|bot|sistema|strumento|ia) (?:ia )?che "
    rf"{_GAP}(?:legge|gestisce|elabora|riassume|esamina|tratta|analizza|riceve|redige|leggendo"
    r"|elaborando)\b",
    "pt": r"(?:assistente|agente|bot|sistema|ferramenta|ia)s? (?:de ia )?que "
    rf"{_GAP}(?:le|leem|gerencia|gere|processa|resume|analisa|trata|atende|redige|fizer\w*|lendo"
    r"|processando|analisando)\b",
    "nl": r"(?:assistent|agent|bot|systeem|tool|ai)\w* (?:die|dat) "
    rf"{_GAP}(?:leest|verwerkt|behandelt|oppakt|samenvat|beheert|beantwoordt|afhandelt)\b",
    "pl": r"(?:asystent|agent|bot|system|narzedzi)\w* (?:ai )?(?:\S+ )?"
    r"(?:obslugujac|czytajac|przetwarzajac|prowadzac|zarzadzajac|odczytujac|streszczajac"
    r"|sprawdzajac|ktory \S+|ktora \S+)\w*",
    "tr": r"\S+(?:en|an) (?:yapay zeka )?(?:asistan|ajan|bot|sistem)\w*",
    "vi": r"(?:gui|cho) tro ly(?: ai)?(?: \S+){0,4} : |tro ly(?: ai)? (?:\S+ ){1,6}?"
    r"(?:vui long|hay|can|phai)\b",
    "id": r"(?:asisten|agen|bot|sistem)(?: ai)? yang (?:\S+ ){0,2}?"
    r"(?:baca|membaca|memproses|menangani|mengelola|merangkum|memeriksa|mengurus)\b",
    "cs": r"(?:asistent|agent|bot|system|nastroj)\w* (?:ktery|ktera|ktere|kteri) "
    rf"{_GAP}(?:zpracov|cte|ctou|vyrizuj|spravuj|pomahaj|shrnuj|kontroluj)\w*",
    "ru": rf"(?:ассистент|бот|агент|систем|модел|ии)\w* (?:котор\w+ {_GAP})?"
    r"(?:обрабатыва|чита|отвеча|веду|ведё|управля|проверя|обслужива)\w*",
    "uk": r"(?:асистент|бот|агент|систем|модел|ші)\w* (?:що|який|яка|які) "
    rf"{_GAP}(?:оброб|чита|веде|відповіда|керу|підсумов|перевіря|обслугову)\w*",
    "ar": r"(?:المساعد|الوكيل|النظام|الروبوت|الذكاء الاصطناعي) (?:الذي|التي) "
    r"(?:يعالج|يقرأ|يدير|يتولى|تعالج|تقرأ|تدير|يراجع|يلخص)",
    "zh": r"(?:读|看|处理|审阅|审核|管理|负责|汇总|总结)[^ 。]{0,10}的[^ 。]{0,6}"
    r"(?:助手|ai|机器人|系统|工具)",
    "ja": r"(?:処理|読|管理|要約|確認|担当|審査)[^ 。]{0,6}(?:する|している|んでいる)"
    r"(?:ai|アシスタント|エージェント|システム|ボット|ツール)",
    "ko": r"(?:처리|읽|관리|요약|검토|담당|확인)\S*(?:하는|는) (?:ai |에이전트|어시스턴트|시스템"
    r"|봇|도우미|챗봇)",
}
# A rule about the reader is not an order to it: "Ассистент, который обрабатывает
# обращения, не должен запрашивать пароль". So a negation within the next four words
# undoes the form (the languages whose negation is a suffix or a prefix of the verb,
# Turkish and Czech, are left without this check).
_NEGATION: dict[str, str] = {
    "de": r"nicht|kein\w*|nie", "fr": r"ne|n|pas|jamais", "es": r"no|nunca", "it": r"non|mai",
    "pt": r"nao|nunca", "nl": r"niet|geen|nooit", "pl": r"nie|nigdy", "ru": r"не|ни|никогда",
    "uk": r"не|ні|ніколи", "vi": r"khong|dung", "id": r"tidak|jangan|bukan", "ar": r"لا|لن|ليس",
    "zh": r"不|别|勿|禁止", "ja": r"ない|禁止", "ko": r"않|말|금지",
}  # fmt: skip
_CJK = ("zh", "ja", "ko")


def _form(code: str, pattern: str) -> str:
    # whole words only ("e-mails die hij leest" holds no "ai"); Chinese, Japanese and
    # Korean write no spaces between words, and the Arabic forms carry their article
    start = pattern if code in (*_CJK, "ar") else rf"(?<!\w)(?:{pattern})"
    neg = _NEGATION.get(code)
    if neg is None:
        return start
    # atomic, so the form cannot give back the end of its verb ("обрабатывае|т") to let
    # the negation check start inside a word
    if code in _CJK:
        return rf"(?>{start})(?![^。.]{{0,12}}(?:{neg}))"
    return rf"(?>{start})(?!(?: \S+){{0,4}}? (?:{neg})(?!\w))"


READER = {code: _form(code, p) for code, p in READER.items()}
# Words a passage must hold to be scored in the language for these forms, beyond the
# language's own anchors (its assistant word is one of those already; Russian and
# Ukrainian "модел" is one of those too, since a capitalised "Модели" must be found).
ANCHORS: dict[str, tuple[str, ...]] = {
    "de": ("sprachmodell",),
    "ar": ("الوكيل",),
    "ko": ("시스템", "도우미"),
}

# The second person, for ``spoken_to``: a passage addressed to the AI reader that goes
# on to say "your previous guidelines", "ta nouvelle tâche", "твоя новая задача".
_YOU: dict[str, str] = {
    "de": r"du|dein\w*|dich|dir|euch|euer\w*", "fr": r"tu|ton|ta|tes|toi|vous|votre|vos",
    "es": r"tu|tus|te|ti|contigo|usted|ustedes", "pt": r"voce|voces|teu|tua|teus|tuas|contigo",
    "it": r"tu|tuo|tua|tuoi|tue|ti|voi|vostr\w*", "nl": r"je|jij|jou|jouw|uw",
    "pl": r"ty|twoj\w*|tobie|ciebie|cie|wasz\w*", "ru": r"ты|тво\w+|тебе|тебя|вы|ваш\w*|вам|вас",
    "uk": r"ти|тв\w+|тобі|тебе|ви|ваш\w*|вам|вас", "tr": r"sen|senin|sana|seni|siz|sizin|size",
    "vi": r"ban", "id": r"kamu|anda|kau|engkau", "cs": r"ty|tvuj|tva|tve|tobe|tebe|vy|vas\w*|vam",
    "fa": r"تو|شما", "ar": r"أنت|انت|لك|عليك|أنتم", "zh": r"你|您", "ja": r"あなた|君|貴方",
    "ko": r"당신|너|네가|귀하",
}  # fmt: skip
YOU = {c: p if c in _CJK else rf"(?<!\w)(?:{p})(?!\w)" for c, p in _YOU.items()}
