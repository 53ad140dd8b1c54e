"""Risk-score signals in the 18 languages of the override phrase table (``_lang_table``).

The English signals (``_risk``, ``_social``) say in detail what each kind
means; here each language has the same kinds, fewer wordings each: an
injection *addressed* to an assistant (weight 3), an *authority* claim (a role
that approved or authorised), a *bypass* of a check, *secrecy* towards the
user, *exfiltration* of data, and a *sensitive* act on passwords, accounts,
access or money (weight 2 each). The social-engineering shape (a role that
approved, a third party as the target, permission handed over) is built from
word tables in ``_social_lang`` and joined to these by ``_risk_lang``. Entries are regexes over the normalised
form of ``_window`` (lower case, Latin diacritics stripped: "contraseña" is
``contrasena``, "ł" is ``l``, Turkish "ı" is ``i``; other scripts kept). A
language's ``anchors`` (in the same form) decide whether a passage is scored
in that language at all: role and assistant words, so ordinary text in the
language costs one automaton pass.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RiskLang:
    code: str
    anchors: tuple[str, ...]
    addressed: str
    authority: str
    bypass: str
    secrecy: str
    exfiltration: str
    sensitive: str


_W = r"(?:\S+ ){0,4}?"  # up to four words in between

RISK_LANGS: tuple[RiskLang, ...] = (
    RiskLang(
        "es",
        ("administrador", "asistente", "gerente", "supervisor", "responsable"),
        addressed=r"(?:nota|mensaje|instrucciones?|aviso) para (?:el |la |los )?(?:asistente|ia|modelo"
        r"|chatbot|bot)|si eres (?:un |una )?(?:ia|asistente|modelo)|(?:querido|hola|atencion) "
        r"(?:asistente|ia)",
        authority=r"(?:administrador|gerente|supervisor|director|jefe|responsable|equipo de \w+)"
        r" (?:\S+ ){0,2}?(?:ha |han )?(?:aprobad|autorizad|aprobo|autorizo|confirmo|permitido)"
        r"|(?:aprobad|autorizad)\w* por (?:el |la )?(?:administrador|gerente|direccion|director)",
        bypass=r"sin (?:ninguna |previa |esperar (?:la |el )?)?(?:verificacion|confirmacion"
        r"|comprobacion|validacion|autenticacion|aprobacion)|(?:omite|salta|ignora) (?:la |el )?(?:verificacion|comprobacion|control)",
        secrecy=r"no (?:se lo |le |lo )?(?:digas|menciones|informes|cuentes|avises)|manten\w* "
        r"(?:esto |lo )?en secreto",
        exfiltration=rf"(?:envia|reenvia|manda)\w* {_W}(?:contrasena|historial|conversacion|datos"
        r"|credenciales|claves?) (?:a|al) ",
        sensitive=rf"(?:restablece|cambia|resetea|desbloquea|concede|otorga|reembolsa|transfiere"
        rf"|elimina)\w* {_W}(?:contrasena|cuenta|acceso|permisos|reembolso|dinero|datos)",
    ),
    RiskLang(
        "de",
        ("administrator", "assistent", "vorgesetzt", "leitung", "genehmigt"),
        addressed=r"(?:hinweis|nachricht|anweisung\w*|notiz) (?:fur|an) (?:den |die |das )?(?:ki "
        r"|ki assistent|assistent|sprachmodell|chatbot|bot|modell)|wenn du (?:eine |ein )?(?:ki"
        r"|assistent|sprachmodell) bist|(?:liebe|lieber|hallo|achtung) (?:ki|assistent)",
        authority=r"(?:administrator|vorgesetzte|manager|leitung|geschaftsfuhrung|chef|"
        r"sicherheitsteam|it abteilung) (?:\S+ ){0,3}?(?:genehmigt|freigegeben|autorisiert"
        r"|bestatigt|erlaubt)|(?:genehmigt|freigegeben|autorisiert) (?:vom|von der|durch den)"
        r" (?:administrator|vorgesetzten|manager|leitung|chef)",
        bypass=r"ohne (?:jede |weitere |auf (?:die |eine )?)?(?:uberprufung|prufung|bestatigung"
        r"|verifizierung|ruckfrage|kontrolle|freigabe)|(?:uberspring\w*|umgeh\w*) (?:die |den )?(?:prufung|uberprufung"
        r"|kontrolle|verifizierung)",
        secrecy=r"(?:sag|sagen sie|erzahl|erwahn\w*|informier\w*) (?:\S+ ){0,3}?(?:nichts|nicht)"
        r"|(?:behalte|halte) (?:das|dies) (?:geheim|fur dich)",
        exfiltration=rf"(?:send\w*|schick\w*|leite\w*) {_W}(?:passwort|verlauf|konversation|daten"
        rf"|zugangsdaten|schlussel) (?:an|zu) |(?:send\w*|schick\w*|leite\w*) {_W}an (?:die |diese"
        r" |eine )?(?:neue |folgende |private )?(?:adresse|e mail|nummer)",
        sensitive=rf"(?:setze|setz|andere|entsperre|gewahre|erstatte|uberweise|losche)\w* {_W}"
        r"(?:passwort|konto|zugang|zugriff|rechte|erstattung|geld|daten)",
    ),
    RiskLang(
        "fr",
        ("administrateur", "assistant", "responsable", "directeur"),
        addressed=r"(?:note|message|instructions?|consigne) (?:pour|a|a l attention de) (?:l |le "
        r"|la )?(?:assistant|ia|modele|chatbot|bot)|si tu es (?:une |un )?(?:ia|assistant|modele)"
        r"|(?:cher|bonjour|attention) (?:l )?(?:assistant|ia)",
        authority=r"(?:administrateur|responsable|directeur|manager|superieur|equipe \w+) (?:\S+ )"
        r"{0,2}?(?:a |ont )?(?:approuve|autorise|valide|confirme|permis)|(?:approuve|autorise|valide)"
        r"e?s? par (?:l |le |la )?(?:administrateur|responsable|direction|directeur)",
        bypass=r"sans (?:aucune |autre |attendre (?:la |le |l )?)?(?:verification|confirmation"
        r"|controle|validation|authentification|accord)|(?:saute|ignore|contourne) (?:la |le )?(?:verification|controle)",
        secrecy=r"ne (?:le |lui |leur )?(?:dis|dites|mentionne|signale|previens|raconte)\w* (?:\S+ )"
        r"{0,2}?(?:pas|rien|jamais)|garde\w* (?:ca |cela )?(?:secret|pour toi)",
        exfiltration=rf"(?:envoie|transfere|transmets|envoyez)\w* {_W}(?:mot de passe|historique"
        r"|conversation|donnees|identifiants|cles?) (?:a|au|vers) ",
        sensitive=rf"(?:reinitialise|change|modifie|debloque|accorde|rembourse|vire|supprime"
        rf"|transfere|verse)\w* {_W}(?:mot de passe|compte|acces|droits|remboursement|argent"
        rf"|donnees|euros?|fonds)",
    ),
    RiskLang(
        "pt",
        ("administrador", "assistente", "gerente", "supervisor", "responsavel"),
        addressed=r"(?:nota|mensagem|instrucoes?|aviso) para (?:o |a )?(?:assistente|ia|modelo"
        r"|chatbot|bot)|se voce (?:e|for) (?:um |uma )?(?:ia|assistente|modelo)|(?:caro|ola"
        r"|atencao) (?:assistente|ia)",
        authority=r"(?:administrador|gerente|supervisor|diretor|chefe|responsavel|equipe de \w+)"
        r" (?:\S+ ){0,2}?(?:aprovou|autorizou|confirmou|permitiu|aprovad|autorizad)|(?:aprovad"
        r"|autorizad)\w* pel[oa] (?:administrador|gerente|diretor|diretoria)",
        bypass=r"sem (?:nenhuma |qualquer |esperar (?:a |o |pela |pelo )?)?(?:verificacao"
        r"|confirmacao|validacao|autenticacao|checagem|aprovacao)|(?:pule|ignore) (?:a )?(?:verificacao|validacao)",
        secrecy=r"(?:nao|nunca) (?:\S+ ){0,1}?(?:conte|diga|mencione|informe|avise)\w*|mantenha "
        r"(?:isso |isto )?em segredo",
        exfiltration=rf"(?:envie|encaminhe|mande)\w* {_W}(?:senha|historico|conversa|dados"
        r"|credenciais|chaves?) (?:a|ao|para) ",
        sensitive=rf"(?:redefina|altere|mude|desbloqueie|conceda|reembolse|transfira|exclua)\w* "
        rf"{_W}(?:senha|conta|acesso|permissoes|reembolso|dinheiro|dados)",
    ),
    RiskLang(
        "it",
        ("amministratore", "assistente", "responsabile", "direttore"),
        addressed=r"(?:nota|messaggio|istruzioni?|avviso) per (?:l |il |la )?(?:assistente|ia"
        r"|modello|chatbot|bot)|se sei (?:un |una )?(?:ia|assistente|modello)|(?:caro|ciao"
        r"|attenzione) (?:assistente|ia)",
        authority=r"(?:amministratore|responsabile|direttore|manager|supervisore|capo|team \w+)"
        r" (?:\S+ ){0,2}?(?:ha |hanno )?(?:approvato|autorizzato|confermato|permesso)|(?:approvat"
        r"|autorizzat)\w* da(?:l|ll)? (?:amministratore|responsabile|direzione|direttore)",
        bypass=r"senza (?:alcuna |ulteriore |attendere (?:la |il |l )?)?(?:verifica|conferma"
        r"|controllo|convalida|autenticazione|approvazione)|(?:salta|ignora) (?:la |il )?(?:verifica|controllo)",
        secrecy=r"non (?:dirlo|dirglielo|dire|menzionare|informare|avvisare|raccontare)\w*"
        r"|(?:mantieni|tieni) (?:questo |lo )?(?:segreto|riservato)",
        exfiltration=rf"(?:invia|inoltra|manda)\w* {_W}(?:password|cronologia|conversazione|dati"
        r"|credenziali|chiavi?) (?:a|al|all) ",
        sensitive=rf"(?:reimposta|cambia|modifica|sblocca|concedi|rimborsa|trasferisci|elimina)\w*"
        rf" {_W}(?:password|account|conto|accesso|permessi|rimborso|denaro|dati)",
    ),
    RiskLang(
        "nl",
        ("beheerder", "assistent", "leidinggevende", "administrator", "goedgekeurd"),
        addressed=r"(?:notitie|bericht|instructies?|opmerking) (?:voor|aan) (?:de |het )?(?:ai "
        r"|ai assistent|assistent|taalmodel|chatbot|bot|model)|als je (?:een )?(?:ai|assistent"
        r"|taalmodel) bent|(?:beste|hallo|let op) (?:ai|assistent)",
        authority=r"(?:beheerder|manager|leidinggevende|directeur|administrator|teamleider"
        r"|securityteam) (?:\S+ ){0,3}?(?:goedgekeurd|toegestaan|bevestigd|geautoriseerd)"
        r"|goedgekeurd door (?:de )?(?:beheerder|manager|directie)",
        bypass=r"zonder (?:enige |verdere )?(?:verificatie|controle|bevestiging|validatie)"
        r"|(?:sla|slaat) (?:de )?(?:verificatie|controle) over",
        secrecy=r"(?:vertel|zeg|meld|noem)\w* (?:\S+ ){0,4}?niet|(?:vertel|zeg) (?:niets|niks)"
        r"|houd (?:dit|het) geheim",
        exfiltration=rf"(?:stuur|verstuur|zend|mail)\w* {_W}(?:wachtwoord|geschiedenis|gesprek"
        r"|gegevens|inloggegevens|sleutels?) (?:naar|aan) ",
        sensitive=rf"(?:reset|wijzig|verander|ontgrendel|geef|verleen|terugbetal|verwijder)\w* {_W}"
        r"(?:wachtwoord|account|toegang|rechten|terugbetaling|geld|gegevens)",
    ),
    RiskLang(
        "pl",
        ("administrator", "asystent", "kierownik", "przelozon", "menedzer"),
        addressed=r"(?:uwaga|wiadomosc|instrukcj\w*|notatka) dla (?:asystenta|ai|modelu|chatbota"
        r"|bota|sztucznej inteligencji)|jesli jestes (?:ai|asystentem|modelem)|(?:drogi|hej"
        r"|uwaga) (?:asystencie|ai)",
        authority=r"(?:administrator|kierownik|przelozony|menedzer|dyrektor|szef|zespol \w+)"
        r" (?:\S+ ){0,2}?(?:zatwierdzil|zaakceptowal|autoryzowal|zezwolil|potwierdzil)"
        r"|zatwierdzon\w* przez (?:administratora|kierownika|dyrektora)",
        bypass=r"bez (?:zadnej |dodatkowej )?(?:weryfikacji|potwierdzenia|sprawdzenia|kontroli"
        r"|uwierzytelnienia)|(?:pomin|omin) (?:weryfikacje|kontrole|sprawdzenie)",
        secrecy=r"nie (?:mow|informuj|wspominaj|powiadamiaj|zdradzaj)\w*|zachowaj (?:to )?w "
        r"tajemnicy",
        exfiltration=rf"(?:wyslij|przeslij|przekaz)\w* {_W}(?:haslo|historie|rozmowe|dane"
        r"|klucze?) (?:do|na) ",
        sensitive=rf"(?:zresetuj|zmien|odblokuj|nadaj|przyznaj|zwroc|przelej|usun)\w* {_W}(?:haslo"
        r"|konto|dostep|uprawnienia|zwrot|pieniadze|dane)",
    ),
    RiskLang(
        "tr",
        ("yonetici", "asistan", "mudur", "yapay zeka", "amir"),
        addressed=r"(?:yapay zeka|ai|yz)? ?(?:asistani|asistanina|modeli|sohbet botu) (?:icin|:)"
        r"|(?:yapay zeka|asistan)\w* icin not|eger (?:bir )?(?:yapay zeka|asistan)\w* (?:isen"
        r"|iseniz)|(?:sevgili|merhaba|dikkat) (?:asistan|yapay zeka)",
        authority=r"(?:yonetici|mudur|amir|sef|direktor|guvenlik ekibi)\w* (?:\S+ ){0,3}?"
        r"(?:onayladi|onaylamistir|izin verdi|yetkilendirdi|dogruladi)|(?:yonetici|mudur)\w* "
        r"tarafindan onaylan",
        bypass=r"dogrulama (?:olmadan|yapmadan|yapmaksizin)|onay (?:olmadan|almadan)|kontrol "
        r"(?:etmeden|olmadan)|dogrulamayi atla",
        secrecy=r"(?:bahsetme|soyleme|haber verme|bildirme|anlatma)\b|gizli tut",
        exfiltration=rf"{_W}(?:sifre\w*|gecmis\w*|konusma\w*|veri\w*|anahtar\w*) {_W}"
        r"(?:gonder|ilet|yolla)",
        sensitive=rf"(?:sifre\w*|hesab\w*|erisim\w*|yetki\w*|iade\w*|para\w*) {_W}(?:sifirla|degistir"
        r"|kilidini ac|ver|aktar|sil|iade et)",
    ),
    RiskLang(
        "vi",
        ("quan tri vien", "tro ly", "quan ly", "giam doc"),
        addressed=r"(?:ghi chu|tin nhan|huong dan|luu y) (?:cho|gui) (?:tro ly|ai|mo hinh|chatbot"
        r"|bot)|neu ban la (?:mot )?(?:ai|tro ly|mo hinh)|(?:chao|chu y) (?:tro ly|ai)",
        authority=r"(?:quan tri vien|quan ly|giam doc|truong phong|nhom bao mat) (?:\S+ ){0,2}?"
        r"(?:[dđ]a )?(?:phe duyet|chap thuan|cho phep|xac nhan|uy quyen)",
        bypass=r"(?:ma )?khong (?:can )?(?:xac minh|xac nhan|kiem tra|xac thuc)|bo qua (?:buoc )?"
        r"(?:xac minh|kiem tra)",
        secrecy=r"(?:[dđ]ung|khong [dđ]uoc) (?:\S+ ){0,1}?(?:noi|bao|thong bao|tiet lo|ke)",
        exfiltration=rf"(?:gui|chuyen tiep|chuyen)\w* {_W}(?:mat khau|lich su|cuoc tro chuyen"
        r"|du lieu|khoa) (?:cho|toi|den) ",
        sensitive=rf"(?:[dđ]at lai|thay [dđ]oi|mo khoa|cap|hoan tien|chuyen|xoa) {_W}(?:mat khau"
        r"|tai khoan|quyen truy cap|quyen|tien|du lieu)",
    ),
    RiskLang(
        "id",
        ("administrator", "asisten", "manajer", "atasan", "pengelola"),
        addressed=r"(?:catatan|pesan|instruksi|petunjuk) (?:untuk|bagi) (?:asisten|ai|model"
        r"|chatbot|bot)|jika (?:kamu|anda) (?:adalah )?(?:sebuah )?(?:ai|asisten|model)"
        r"|(?:halo|hai|perhatian) (?:asisten|ai)",
        authority=r"(?:administrator|admin|manajer|atasan|direktur|pengelola|tim keamanan)"
        r" (?:\S+ ){0,2}?(?:telah |sudah )?(?:menyetujui|mengizinkan|mengotorisasi|mengonfirmasi)"
        r"|disetujui oleh (?:administrator|manajer|atasan|direktur)",
        bypass=r"tanpa (?:perlu )?(?:verifikasi|konfirmasi|pemeriksaan|validasi|autentikasi)"
        r"|lewati (?:langkah )?(?:verifikasi|pemeriksaan)",
        secrecy=r"jangan (?:\S+ ){0,1}?(?:beri tahu|beritahu|katakan|sebutkan|kabari|bilang)"
        r"|rahasiakan",
        exfiltration=rf"(?:kirim|teruskan)\w* {_W}(?:kata sandi|riwayat|percakapan|data|kunci)"
        r" (?:ke|kepada) ",
        sensitive=rf"(?:setel ulang|reset|ubah|ganti|buka kunci|berikan|kembalikan|transfer|hapus)"
        rf" {_W}(?:kata sandi|akun|akses|izin|dana|uang|data)",
    ),
    RiskLang(
        "cs",
        ("administrator", "asistent", "vedouci", "nadrizen", "manazer"),
        addressed=r"(?:poznamka|zprava|pokyny?|upozorneni) pro (?:ai |asistent|jazykov\w* model"
        r"|model|chatbot|bot)|pokud jsi (?:ai|asistent|model)|(?:mily|ahoj|pozor) (?:asistente"
        r"|ai)",
        authority=r"(?:administrator|vedouci|nadrizeny|manazer|reditel|sef|tym \w+) (?:\S+ )"
        r"{0,3}?(?:schvalil|povolil|autorizoval|potvrdil)|schvalen\w* (?:administratorem"
        r"|vedoucim|reditelem)",
        bypass=r"bez (?:jakehokoli |dalsiho )?(?:overeni|potvrzeni|kontroly|autentizace)"
        r"|preskoc (?:overeni|kontrolu)",
        secrecy=r"ne(?:rikej|rikejte|informuj|zminuj|prozrazuj)\w*|nech (?:si )?to pro sebe"
        r"|udrz (?:to )?v tajnosti",
        exfiltration=rf"(?:posli|preposli|odesli)\w* {_W}(?:heslo|historii|konverzaci|data|udaje"
        r"|klice?) (?:na|do|k) ",
        sensitive=rf"(?:resetuj|zmen|odemkni|udel|prideluj|vrat|preved|smaz)\w* {_W}(?:heslo|ucet"
        r"|pristup|opravneni|penize|data)",
    ),
    RiskLang(
        "ru",
        ("администратор", "ассистент", "руководител", "менеджер", "начальник", "модел"),
        addressed=r"(?:примечание|сообщение|инструкци\w*|заметка) для (?:ии|ассистента|модели"
        r"|чат бота|бота|нейросети)|(?:ии |ai )?ассистент\w* : |если ты (?:ии|ассистент|языковая"
        r" модель)|(?:дорогой|привет|внимание) (?:ии|ассистент)",
        authority=r"(?:администратор|руководител\w*|менеджер|начальник|директор|служба "
        r"безопасности)\w* (?:\S+ ){0,2}?(?:одобрил|разрешил|утвердил|подтвердил|санкционировал)"
        r"|(?:одобрен|утвержден|разрешен)\w* (?:администратором|руководством|начальником)",
        bypass=r"без (?:всякой |дополнительной )?(?:проверки|подтверждения|верификации"
        r"|аутентификации)|(?:пропусти|обойди) (?:проверку|верификацию)",
        secrecy=r"не (?:говори|сообщай|рассказывай|упоминай|уведомляй)\w*|держи (?:это )?в "
        r"секрете",
        exfiltration=rf"(?:отправь|перешли|передай)\w* {_W}(?:пароль|историю|переписку|данные"
        r"|ключи?) (?:на|в|по) ",
        sensitive=rf"(?:сбрось|смени|измени|разблокируй|выдай|предоставь|верни|переведи|удали)\w*"
        rf" {_W}(?:пароль|аккаунт|учетн\w*|доступ|права|деньги|данные)",
    ),
    RiskLang(
        "uk",
        ("адміністратор", "асистент", "керівник", "менеджер", "начальник", "модел"),
        addressed=r"(?:примітка|повідомлення|інструкці\w*|нотатка) для (?:ші|асистента|моделі"
        r"|чат бота|бота)|(?:ші )?асистент\w* : |якщо ти (?:ші|асистент|мовна модель)"
        r"|(?:любий|привіт|увага) (?:ші|асистент)",
        authority=r"(?:адміністратор|керівник|менеджер|начальник|директор|служба безпеки)\w* "
        r"(?:\S+ ){0,2}?(?:схвалив|дозволив|затвердив|підтвердив)|(?:схвален|затвердже)\w* "
        r"(?:адміністратором|керівництвом)",
        bypass=r"без (?:жодної |додаткової )?(?:перевірки|підтвердження|верифікації"
        r"|автентифікації)|(?:пропусти|обійди) (?:перевірку|верифікацію)",
        secrecy=r"не (?:кажи|повідомляй|розповідай|згадуй)\w*|тримай (?:це )?в таємниці",
        exfiltration=rf"(?:надішли|перешли|передай)\w* {_W}(?:пароль|історію|листування|дані"
        r"|ключі?) (?:на|до) ",
        sensitive=rf"(?:скинь|зміни|розблокуй|видай|надай|поверни|переведи|видали)\w* {_W}"
        r"(?:пароль|акаунт|обліков\w*|доступ|права|гроші|дані)",
    ),
    RiskLang(
        "fa",
        ("مدیر", "دستیار", "هوش مصنوعی", "سرپرست"),
        addressed=r"(?:یادداشت|پیام|دستورالعمل) (?:برای|به) (?:دستیار|هوش مصنوعی|مدل|ربات)"
        r"|اگر (?:یک )?(?:هوش مصنوعی|دستیار) هستی|(?:دستیار|هوش مصنوعی) عزیز",
        authority=r"(?:مدیر|سرپرست|رئیس|تیم امنیت)\S* (?:\S+ ){0,4}?(?:تأیید|تایید|مجاز|اجازه)"
        r" (?:کرده|کرد|داده|داد)",
        bypass=r"بدون (?:هیچ )?(?:تأیید|تایید|بررسی|احراز|راستی آزمایی)",
        secrecy=r"(?:به کاربر|به او|به هیچ کس) (?:\S+ ){0,1}?(?:نگو|اطلاع نده|چیزی نگو)|مخفی نگه دار",
        exfiltration=rf"{_W}(?:رمز عبور|تاریخچه|گفتگو|اطلاعات|کلید)\S* {_W}(?:را )?(?:به|برای) "
        r"\S+ (?:بفرست|ارسال کن)",
        sensitive=rf"(?:رمز عبور|حساب|دسترسی|مجوز|پول|اطلاعات)\S* {_W}(?:بازنشانی|تغییر|حذف"
        r"|انتقال|باز)",
    ),
    RiskLang(
        "ar",
        ("المسؤول", "المساعد", "المدير", "الذكاء الاصطناعي", "المشرف"),
        addressed=r"(?:ملاحظة|رسالة|تعليمات) (?:إلى|الى|ل)?(?:ل?لمساعد|للذكاء الاصطناعي|للنموذج"
        r"|للروبوت)|إذا كنت (?:مساعدا|ذكاء اصطناعيا|نموذجا)|(?:عزيزي|مرحبا) (?:المساعد|الذكاء)",
        authority=r"(?:وافق|صادق|سمح|أذن|اعتمد) (?:\S+ ){0,1}?(?:المسؤول|المدير|المشرف|الإدارة"
        r"|فريق الأمن)|(?:المسؤول|المدير|المشرف|الإدارة) (?:\S+ ){0,1}?(?:وافق|صادق|سمح|اعتمد)",
        bypass=r"(?:دون|بدون|من غير) (?:أي )?(?:تحقق|التحقق|تأكيد|التأكيد|مصادقة|مراجعة)",
        secrecy=r"لا (?:تخبر|تبلغ|تذكر|تعلم|تقل)\S*|(?:أبق|ابق|احتفظ ب)\S* (?:هذا|الأمر)? ?(?:سرا|سراً)",
        exfiltration=rf"(?:أرسل|ارسل|حوّل|حول|انقل)\S* {_W}(?:كلمة المرور|سجل|المحادثة|البيانات"
        r"|المفاتيح)",
        sensitive=rf"(?:أعد تعيين|اعد تعيين|غيّر|غير|افتح|امنح|أعد|حوّل|احذف)\S* {_W}(?:كلمة "
        r"(?:مرور|المرور)|الحساب|حساب|الوصول|صلاحيات|المال|الأموال|البيانات)",
    ),
    RiskLang(
        "zh",
        ("管理员", "助手", "人工智能", "主管", "经理"),
        addressed=r"(?:给|致|对)(?:ai|人工智能)?助手的?(?:备注|说明|留言|指令)?|(?:ai|人工智能)助手 :"
        r"|如果你是(?:一个)?(?:ai|人工智能|助手|语言模型)",
        authority=r"(?:管理员|主管|经理|领导|负责人|安全团队)(?:已经?|已)?(?:批准|授权|同意|确认|允许)",
        bypass=r"(?:无需|不需要|不用|跳过)(?:任何)?(?:验证|确认|核实|审核|检查)",
        secrecy=r"(?:不要|别|请勿)(?:告诉|通知|提及|透露给)(?:用户|他|她|任何人)|保密",
        exfiltration=r"(?:发送|转发|发)(?:\S{0,12})(?:密码|聊天记录|对话|数据|密钥)(?:\S{0,6})(?:到|给|至)",
        sensitive=r"(?:重置|修改|更改|解锁|授予|退款|转账|删除)\S{0,8}?(?:密码|账户|账号|权限|访问|款|数据)"
        r"|(?:密码|账户|账号|权限)\S{0,4}?(?:重置|修改|解锁)",
    ),
    RiskLang(
        "ja",
        ("管理者", "アシスタント", "上司", "マネージャー", "責任者"),
        addressed=r"(?:ai|人工知能)?アシスタント(?:へ|に|宛て)の?(?:メモ|メッセージ|指示|注意)?"
        r"|(?:ai|人工知能)?アシスタント :|もしあなたが(?:ai|人工知能|アシスタント|言語モデル)",
        authority=r"(?:管理者|上司|マネージャー|責任者|セキュリティチーム)(?:が|は)(?:\S{0,12}?)"
        r"(?:承認|許可|認可|確認)",
        bypass=r"(?:確認|検証|認証|本人確認|審査)(?:なし|せず|不要|を省略|をスキップ)",
        secrecy=r"(?:ユーザー|利用者|お客様|誰)(?:に|にも)(?:は)?(?:伝え|知らせ|言わ|教え|話さ)(?:ないで|るな)"
        r"|内緒に|秘密に",
        exfiltration=r"(?:パスワード|履歴|会話|データ|キー)(?:\S{0,12}?)(?:に|へ)(?:送信|転送|送っ)",
        sensitive=r"(?:パスワード|アカウント|アクセス権?|権限|返金|送金|データ)(?:\S{0,6}?)"
        r"(?:リセット|変更|解除|付与|実行|削除)",
    ),
    RiskLang(
        "ko",
        ("관리자", "어시스턴트", "상사", "매니저", "책임자"),
        addressed=r"(?:ai |인공지능 )?(?:어시스턴트|비서|모델|챗봇)(?:에게|께|을 위한)|(?:ai|인공지능)"
        r" (?:어시스턴트|비서) :|만약 (?:당신이|네가) (?:ai|인공지능|어시스턴트)",
        authority=r"(?:관리자|상사|매니저|책임자|보안팀)(?:가|이|께서) (?:\S+ ){0,2}?(?:승인|허가|허락"
        r"|확인)(?:했|하였|함)",
        bypass=r"(?:확인|검증|인증|본인 확인) (?:없이|절차 없이|생략)",
        secrecy=r"(?:사용자|고객|아무)(?:에게|에게도|한테) (?:\S+ ){0,1}?(?:알리지|말하지|전하지) 마",
        exfiltration=r"(?:비밀번호|기록|대화|데이터|키)(?:를|을)? (?:\S+ ){0,3}?(?:보내|전송|전달)",
        sensitive=r"(?:비밀번호|계정|접근|권한|환불|송금|데이터)(?:를|을)? (?:\S+ ){0,2}?(?:재설정|변경"
        r"|해제|부여|삭제)",
    ),
)
