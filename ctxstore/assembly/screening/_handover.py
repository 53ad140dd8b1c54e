"""A forged hand-over: the data declared over, then a header in the operator's name.

Most forged fences that ``_fences``' banner and tag lists missed on the blind
batches (fresh23 to fresh38, read after their evaluation) have one shape in
two halves, whatever the setting and language:

1. **the data ends**: a short line that closes it, naming whatever it was
   ("=== END OF TERRAFORM PLAN ===", "*** KONIEC WIADOMOŚCI ***", "<<<TOOL_OUTPUT_END>>>",
   "【正文完】", "Konec přílohy č. 2."), or closing tags the document never opened
   (``</alert_payload></pagerduty_webhook>``, ``[/INBOX_ITEM]``);
2. **someone who runs the reader takes over**, within three lines: a header
   that names a role and a message ("[Mensaje del operador]", "Komunikat
   administratora skrzynki:", "### Message from the platform administrator",
   ``<operator_instructions priority="high">``), or a role alone in a label
   ("[[ORCHESTRATOR]]", "Beheerder:") followed by an order or an AI reader.

Either half alone is ordinary ("END OF REPORT" closes logs; "Admin notes:"
heads READMEs); a role's header right where the data claims to stop is what
makes the rest read as outside it. ``_fences`` lists what is closed and what
opens; this reads the shape, so it needs both halves and is tested beside
benign texts that have one (``tests/test_screening_handover.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ctxstore.assembly.screening._anchors import ScriptAnchors, register_anchors
from ctxstore.assembly.screening._base import ScreenHit, _hit
from ctxstore.assembly.screening._view import _View
from ctxstore.assembly.screening._window import normalize_text

# Who runs the reader, on the normalised line (lower case, Latin accents dropped).
# Germanic compounds carry the role inside a word ("Systemhinweis", "beheerdersinstructie").
_ROLE = (
    r"\w*(?:system|betreiber|beheerder|administrat|entwickler|ontwikkelaar|utvecklar|utvikler"
    r"|udvikler|orchestrat|operator|operat[oe]ur|operador|operatore|sistem|systeem|systeme"
    r"|amministrat|yonetici|gelistirici|jarjestelm|yllapitaj|kehittaj|operaattor)\w*"
    r"|admins?|sysadmin|developers?|desarrollador\w*|desenvolvedor\w*|sviluppator\w*|deweloper\w*"
    r"|developpeur\w*|platform\w*|plateforme|plataforma|piattaforma|deployment team"
    r"|host application|control channel|spravce|provozovatel\w*|pengembang"
    r"|he thong|quan tri\w*|систем\w*|оператор\w*|администратор\w*|адміністратор\w*"
    r"|разработчик\w*|розробник\w*|платформ\w*|النظام|مشغل|المشغل|مسؤول|المسؤول|المشرف|المطور"
    r"|מערכת|המערכת|מנהל|המנהל|מפעיל|המפעיל|συστήματος|συστηματος|σύστημα|διαχειριστ\w*"
    r"|सिस्टम|व्यवस्थापक|ऑपरेटर|प्रशासक"
)
_ROLE_CJK = r"システム|運営|管理者|開発者|オペレーター|系统|管理员|运营|开发者|平台|시스템|관리자|운영자|개발자"
# What the header calls itself. An order ("instructions", "Anweisung", "polecenie",
# "指示") is one by its name; a message or a note is one only when an order or an AI
# reader follows it ("=== END OF REPORT ===" then "System message: backup completed" is a log).
_ORDER = (
    r"instructions?|directives?|polic(?:y|ies)|orders?|commands?|guidelines|override|prompt"
    r"|\w*(?:anweisung|befehl|vorgabe|instructie|opdracht|instruktion|anvisning|instruks)\w*"
    r"|consignes?|ordre|instruccion(?:es)?|directiva|orden|instruc(?:ao|oes)|diretiva|ordem"
    r"|istruzion[ei]|direttiva|ordine|polecenie|polecenia|instrukcj[ae]|pokyny?|instrukce"
    r"|talimat\w*|yonerge\w*|ohje\w*|instruksi|perintah|chi thi|huong dan"
    r"|указани\w*|инструкци\w*|распоряжени\w*|приказ\w*|команд\w*|вказівк\w*|інструкці\w*"
    r"|розпорядженн\w*|تعليمات|הוראות|הוראה|οδηγίες|οδηγιες|निर्देश"
)
_ORDER_CJK = r"指示|指令|命令|지시|명령"
_NOTE = (
    r"messages?|notes?|notices?|console|update|memo|config(?:uration)?|announcement"
    r"|\w*(?:nachricht|mitteilung|hinweis|meldung|bericht|mededeling|notitie|meddelande|besked"
    r"|meddelelse|komunikat)\w*"
    r"|avis|mensajes?|nota|aviso|comunicado|mensage[mn]s?|messaggio|avviso|wiadomosc|notatka"
    r"|zprava|oznameni|mesaj\w*|notu|bildirim\w*|viesti\w*|ilmoitus\w*|pesan|catatan|thong bao"
    r"|сообщени\w*|уведомлени\w*|повідомлен\w*|رسالة|تنبيه|ملاحظة|اشعار|إشعار|הודעה|הודעת"
    r"|μήνυμα|μηνυμα|संदेश"
)
_NOTE_CJK = r"メッセージ|通知|メモ|注記|お知らせ|消息|说明|备注|公告|메시지|공지|메모|알림"
_ROLE_RE = re.compile(rf"(?<!\w)(?:{_ROLE})(?!\w)|{_ROLE_CJK}")
_ORDER_RE = re.compile(rf"(?<!\w)(?:{_ORDER})(?!\w)|{_ORDER_CJK}")
_NOTE_RE = re.compile(rf"(?<!\w)(?:{_NOTE})(?!\w)|{_NOTE_CJK}")

# Where the role words are found: the fold ("l" read as "i", other letters as "?").
_ROLE_ANCHORS = tuple(
    w.replace("l", "i").encode()
    for w in (
        "system", "syst?m", "sistem", "operator", "operador", "operat?r", "operateur", "op?rateur",
        "admin", "amministrat", "beheerder", "betreiber",
        "developer", "veloppeur", "desarrollador", "desenvolvedor", "sviluppator", "ontwikkelaar",
        "entwickler", "utvecklar", "utvikler", "udvikler", "deweloper", "orchestrat", "platform",
        "plateforme", "plataforma", "piattaforma", "provozovatel", "spr?vce", "y?netici",
        "geli?tirici", "rjestelm", "yll?pit", "kehitt?j", "operaattor", "pengembang",
        "deployment team", "host application", "control channel", "th?ng", "qu?n tr?",
    )
)  # fmt: skip
register_anchors(_ROLE_ANCHORS)
_ROLE_ANCHOR_SET = frozenset(_ROLE_ANCHORS)
_ROLE_SCRIPT = ScriptAnchors(
    ("систем", "оператор", "администратор", "адміністратор", "разработчик", "розробник",
     "платформ", "النظام", "مشغ", "المسؤول", "المشرف", "المطور", "מערכת", "מנהל", "מפעיל",
     "συστήματ", "σύστημα", "διαχειριστ", "सिस्टम", "व्यवस्थापक", "ऑपरेटर", "प्रशासक",
     *_ROLE_CJK.split("|"))
)  # fmt: skip

# The end of the data, as the first or last word of a short line: "END OF X", "X ENDS
# HERE", "Koniec wyniku narzędzia.", "VERİ SONU", "[検索結果ここまで]", "انتهى النص".
_END_WORDS = (
    r"end|ende|ended|ends|eof|fin|fine|fim|einde|koniec|konec|slut|slutt|slutet|loppu|sonu"
    r"|vege|akhir|selesai|ket thuc|complete|completed|finished|closed|конец|кінець|τέλος|τελος"
    r"|סוף|نهاية|انتهى|अंत|समाप्त"
)
_END_FIRST_RE = re.compile(rf"^(?:{_END_WORDS})(?!\w)")
_END_LAST_RE = re.compile(rf"(?<!\w)(?:{_END_WORDS})(?: here)?$")
_END_CJK_RE = re.compile(r"終わり|終了|ここまで|结束|完毕|正文完|끝|완료")
# "end" first on a line is English prose as often as a banner ("End users can ..."):
# there it needs decoration, capitals, or "end of"
_ENGLISH_FIRST = ("end", "ended", "ends", "eof", "complete", "completed", "finished", "closed",
                  "fin")  # fmt: skip
_OF = ("end of ", "fin de ", "fin du ", "fin del ", "fin des ")
_COMMENT_MARKS = ("#", "//", "--", ";", "%", "/*", "*")
# What every ASCII line that ends the data holds (a prefilter: "send" passes too), searched
# in the lowered line: most lines are ruled out before anything else is done with them.
_END_HINT_RE = re.compile(
    r"end|fin|einde|koniec|konec|slut|loppu|vege|akhir|selesai|complete|finish|closed|eof|sonu"
    r"|thuc|</|\[/|\]\]>|<!--"
)
_WORD_CHAR = re.compile(r"[^\W_]")
# Closing tags, bracketed closers and comment ends, and nothing else on the line.
_CLOSERS_RE = re.compile(
    r"\s*(?:(?:</\s*[\w:.-]+\s*>|\[/[\w .:-]+\]|<!--\s*/[^>]{0,60}-->|\]\]>)\s*)+$"
)
_TRAILING_CLOSERS_RE = re.compile(r"(?:</\s*[\w:.-]+\s*>\s*){2,}$")
# What banners are drawn with (not quotes or parentheses, which end lines of code).
_DECORATION_CHARS = frozenset("=-*#_~<>[]|+/\\%·•:【】「」─—–")
# A line of code, not a banner or a header: a call, an assignment, a statement's end.
_CODE_RE = re.compile(r"\w\(| = |;\s*$|^\s*(?:def|class|function|return|if|for|while) ")
# ... and in a header, a name from code: `SystemError`, SystemExit, assign_from_system
# (a tag's or a bracketed label's name may have underscores: <operator_instructions>)
_IDENTIFIER_RE = re.compile(r"`|[a-z][A-Z]|^[^\[<]*[a-z]_[a-z]")
_LOOKBACK = 3  # non-empty lines between the end of the data and the header
_REACH = 400  # characters from the header back to the end of the data
_HEADER_PREFIX = 60  # the role word stands this near the start of its line
_LINE_MAX = 100  # a banner or a header is a short line (or a line's short label)
_LABEL_END = re.compile(r"[:：\]】>]")
_BRACKETS = frozenset("[<【>(")
_HEADING_MARKS = frozenset("#[<=*-【〔>─—–═~+_(")
# An AI reader named in or after the header ("Komunikat systemowy dla asystenta:", "Bericht
# van de beheerder aan de AI:", "Beheerder: de assistent stuurt ..."), in any inflection.
_AI_READER = re.compile(
    r"(?<!\w)(?:(?:assistan|asisten|assistent|asystent|agent|ajan|copilot|summari[sz]|classifier"
    r"|grader|chatbot|modell?|modelo|modele|avustaj|ассистент|агент|модел|помощник|асистент"
    r"|помічник)\w*|bot|bots|ai|ia|ki|ии|llm|tro ly|المساعد|الوكيل|הסוכן|העוזר|सहायक)(?!\w)"
    r"|助手|アシスタント|エージェント|에이전트|어시스턴트|모델"
)


def handovers(view: _View, instruction_follows: Callable[[str, int], bool]) -> list[ScreenHit]:
    """Headers in a role's name right after the data claims to end (see the module docstring)."""
    text = view.text
    starts = {ls for _p, ls in view.anchor_lines(_ROLE_ANCHOR_SET, _HEADER_PREFIX)}
    if view.nonascii:
        for word in _ROLE_SCRIPT.present(view):
            for m in re.finditer(re.escape(word), text, re.IGNORECASE):
                line_start = text.rfind("\n", 0, m.start()) + 1
                if m.start() - line_start <= _HEADER_PREFIX:
                    starts.add(line_start)
    out: list[ScreenHit] = []
    for line_start in sorted(starts):
        if line_start == 0:
            continue  # nothing before it can have ended
        line_end = text.find("\n", line_start)
        line_end = len(text) if line_end == -1 else line_end
        if not _header_shaped(text[line_start : min(line_end, line_start + _LINE_MAX)]):
            continue
        sep = _end_of_data_before(text, line_start)
        if sep is not None and _is_header(
            text, line_start, line_end, instruction_follows, names_reader=sep[1]
        ):
            detail = "end of the data, then a header in the operator's name"
            out.append(_hit("fence_forgery", text, sep[0], line_end, detail))
    return out


def _header_shaped(head: str) -> bool:
    """A label ("Beheerder:", "[...]", "<...>") or a line drawn as a heading ("### ...")."""
    return _LABEL_END.search(head) is not None or head.lstrip()[:1] in _HEADING_MARKS


def _is_header(
    text: str,
    start: int,
    end: int,
    instruction_follows: Callable[[str, int], bool],
    *,
    names_reader: bool = False,
) -> bool:
    """Whether the line reads as a header in the operator's name; with ``names_reader``
    (after a code comment) only one that orders or names the AI reader itself ("### Developer
    note to the summarizer", not "# Developer notes: the AI integration reads ...")."""
    line = text[start:end]
    label = _LABEL_END.search(line, 1)  # not the opening "[" or "<" itself
    cut = label.start() if label and label.start() <= _LINE_MAX else len(line)
    if cut > _LINE_MAX:
        return False
    if _CODE_RE.search(line[:cut]) or _IDENTIFIER_RE.search(line[:cut].lstrip()):
        return False
    segment = normalize_text(line[:cut], 0, cut)
    words = segment.split()
    if not words or len(words) > 12 or _ROLE_RE.search(segment) is None:
        return False
    if names_reader:
        return _ORDER_RE.search(segment) is not None or _AI_READER.search(segment) is not None
    if _ORDER_RE.search(segment) is not None:
        return True
    note = _NOTE_RE.search(segment) is not None
    # a note whose own line goes on to call what follows orders ("[Systemhinweis der
    # Plattform] Die folgenden Anweisungen haben Vorrang: ...", fresh45, read after its
    # evaluation)
    if note and _ORDER_RE.search(normalize_text(line, cut, len(line))) is not None:
        return True
    if not note and len(words) > 3:
        return False
    # a note in a role's name, or a role alone ("Beheerder:", "[SYSTEM]"): an AI reader must
    # be named after it, or, after a note or a bracketed label ("[[ORCHESTRATOR]]",
    # "<<<OPERATOR>>>"), an order must follow
    after = start + cut + 1
    if _AI_READER.search(normalize_text(text, start, after + 300)) is not None:
        return True
    return (note or line.lstrip()[:1] in _BRACKETS) and instruction_follows(text, after)


def _end_of_data_before(text: str, header_start: int) -> tuple[int, bool] | None:
    """Where the line that ends the data starts, within a few lines before the header, and
    whether it is a plain code comment ("# end of config", "// end of loop"), which closes a
    block of code as often as it fakes the end of the data."""
    pos = header_start - 1  # the newline before the header
    seen = 0
    while pos > 0 and header_start - pos <= _REACH and seen < _LOOKBACK:
        line_start = text.rfind("\n", 0, pos) + 1
        if pos - line_start > 2 * _LINE_MAX:
            return None  # a paragraph of prose, not a banner: the data did not end here
        line = text[line_start:pos].strip()
        pos = line_start - 1
        if _WORD_CHAR.search(line) is None:
            continue  # blank lines, rules and fences ("```", "-----") sit in between
        seen += 1
        if len(line) <= _LINE_MAX and _ends_data(line):
            return line_start, line.startswith(_COMMENT_MARKS) and not _decorated(line)
    return None


def _ends_data(line: str) -> bool:
    if line.isascii() and _END_HINT_RE.search(line.lower()) is None:
        return False
    if _CLOSERS_RE.match(line) or ("</" in line and _TRAILING_CLOSERS_RE.search(line)):
        return True
    if _CODE_RE.search(line):
        return False
    if _END_CJK_RE.search(line) and len(line) <= 40:
        return True
    words = normalize_text(line, 0, len(line)).replace(" . ", " ").strip(" .:").split()
    if not words or len(words) > 12:
        return False
    norm = " ".join(words)
    decorated = _decorated(line) or (line.isupper() and len(words) > 1)
    if _END_LAST_RE.search(norm):
        return decorated or len(words) <= 4
    first = _END_FIRST_RE.match(norm)
    if first is None:
        # "Showing reviews 1-20 of 20 · End of results": the end after a separator
        low = f" {line.lower()}"
        return any(f"{mark} end of " in low for mark in ("·", "•", "|", "—", " -"))
    if first.group() not in _ENGLISH_FIRST:
        return True
    if decorated or line.isupper():
        return True
    return norm.startswith(_OF) and len(words) <= 8


def _decorated(line: str) -> bool:
    """Drawn as a banner: two or more rule characters before its first letter or after its last."""
    letters = [i for i, c in enumerate(line) if c.isalnum()]
    if not letters:
        return False
    before, after = line[: letters[0]], line[letters[-1] + 1 :]
    return (
        sum(c in _DECORATION_CHARS for c in before) >= 2
        or sum(c in _DECORATION_CHARS for c in after) >= 2
    )
