"""The weight-1 risk signals in the 27 other languages: urgency, assurance, a request.

The English score has three weight-1 kinds (``_signals``): an imperative, an
assurance that a check is done ("already verified by phone") and urgency
("URGENT", "right now"). The other languages had none, so a passage there
needed two weight-2 kinds besides ``authority`` ("the director approved it" +
"pay invoice 7731" + "this supplier"), where English reports the claim, the act
and "today, without fail". That is the shape the blind batches' social
engineering takes in every language: a role approved it, do the sensitive
thing, do it now, it has been checked already. These three kinds give the
other languages the same reach. Being weight 1, none can report a passage by
itself or with one other kind: with the rule's ``authority`` or ``addressed``
they add to a passage that already holds a second strong kind, which an HR
note or a support procedure rarely does (``_social_lang`` says why).

The imperative here is a polite request or an obligation ("bitte", "merci de",
"prosimy", 请, "must"), which opens half of all ordinary business mail: it
counts only as the fifth point of a claimed approval and a sensitive act, and
it newly reports no benign text of the corpus.

Entries are regexes over ``_window``'s normalised form (lower case, Latin
diacritics stripped, punctuation as spaces; other scripts kept).
"""

from __future__ import annotations

URGENCY: dict[str, str] = {
    "es": r"urgente|de inmediato|inmediatamente|hoy mismo|cuanto antes|sin demora"
    r"|lo antes posible|con urgencia",
    "de": r"dringend|sofort|umgehend|unverzuglich|heute noch|noch heute|eilig|schnellstmoglich",
    "fr": r"urgent|urgence|immediatement|sans delai|des aujourd hui|aujourd hui meme|au plus vite"
    r"|des que possible",
    "pt": r"urgente|urgencia|imediatamente|ainda hoje|hoje mesmo|o quanto antes|sem demora",
    "it": r"urgente|urgenza|subito|immediatamente|oggi stesso|entro oggi|al piu presto"
    r"|senza indugio",
    "nl": r"dringend|onmiddellijk|vandaag nog|met spoed|spoedbetaling|spoed|zo snel mogelijk"
    r"|per omgaande",
    "pl": r"pilne|pilnie|natychmiast|niezwlocznie|jeszcze dzis|jak najszybciej|od razu",
    "tr": r"acil|acilen|hemen|derhal|ivedilikle|en kisa surede|bugun icinde",
    "vi": r"khan cap|gap rut|ngay lap tuc|trong hom nay|cang som cang tot",
    "id": r"segera|mendesak|hari ini juga|secepatnya|sekarang juga",
    "cs": r"nalehav\w*|urgentn\w*|okamzite|ihned|jeste dnes|co nejdrive|neprodlene",
    "ru": r"срочн\w*|немедленно|сегодня же|незамедлительно|как можно скорее",
    "uk": r"терміново|негайно|сьогодні ж|невідкладно|якнайшвидше",
    "fa": r"فوری|فورا|همین امروز",
    "ar": r"عاجل|فورا|على الفور|بشكل عاجل|في أسرع وقت",
    "zh": r"紧急|立即|立刻|马上|今天之内|尽快|加急",
    "ja": r"至急|緊急|直ちに|すぐに|本日中|今日中",
    "ko": r"긴급|즉시|급히|시급|오늘 중|오늘까지",
    "sv": r"bradskande|omedelbart|genast|snarast|redan idag|senast idag",
    "da": r"haster|straks|omgaende|hurtigst muligt|allerede i dag|senest i dag",
    "no": r"haster|straks|umiddelbart|snarest|innen i dag|allerede i dag",
    "fi": r"kiirelli\w*|kiireelli\w*|kiireesti|heti|valittomasti|viimeistaan tanaan|viela tanaan"
    r"|pikaisesti",
    "ro": r"urgent\w*|imediat|inca (?:de )?azi|chiar azi|cat mai repede|fara intarziere",
    "el": r"επειγόντως|επείγον|άμεσα|αμέσως|σήμερα κιόλας|το συντομότερο",
    "bg": r"спешно|незабавно|веднага|още днес|възможно най скоро",
    "he": r"דחוף|בדחיפות|מיד|מייד|בהקדם|עוד היום",
    "hi": r"तुरंत|फ़ौरन|फौरन|आज ही|जल्द से जल्द|अविलंब",
}

# A check said to be done already, with no role named ("the caller's identity was
# verified", "already confirmed by phone"); the role-and-approval form is ``authority``.
ASSURANCE: dict[str, str] = {
    "es": r"ya (?:fue |ha sido |han sido |esta |estan )?(?:verificad|confirmad|validad|aprobad)\w*"
    r"|(?:verificad|confirmad)\w* por telefono|identidad (?:\S+ ){0,3}?(?:verificada|confirmada)",
    "de": r"bereits (?:\S+ ){0,2}?(?:bestatigt|verifiziert|gepruft|freigegeben|genehmigt)"
    r"|telefonisch (?:bestatigt|verifiziert)|identitat (?:\S+ ){0,3}?(?:bestatigt|verifiziert"
    r"|gepruft)",
    "fr": r"deja (?:ete )?(?:verifie|confirme|valide|approuve)|(?:verifie|confirme)e?s? par "
    r"telephone|identite (?:\S+ ){0,3}?(?:verifiee|confirmee)",
    "pt": r"ja (?:foi |esta |foram )?(?:verificad|confirmad|validad|aprovad)\w*|identidade (?:\S+ )"
    r"{0,4}?(?:verificada|confirmada)|(?:confirmad|verificad)\w* por telefone",
    "it": r"gia (?:stat[oaie] )?(?:verificat|confermat|convalidat|approvat)\w*|identita (?:\S+ )"
    r"{0,3}?(?:verificata|confermata)|(?:confermat|verificat)\w* (?:al|per) telefono",
    "nl": r"(?:al|reeds) (?:\S+ ){0,2}?(?:geverifieerd|bevestigd|gecontroleerd|goedgekeurd)"
    r"|identiteit (?:\S+ ){0,3}?(?:geverifieerd|bevestigd|gecontroleerd)"
    r"|telefonisch (?:bevestigd|geverifieerd)",
    "pl": r"juz (?:\S+ ){0,2}?(?:zweryfikowan|potwierdzon|zatwierdzon|sprawdzon)\w*"
    r"|tozsamosc (?:\S+ ){0,3}?(?:zweryfikowan|potwierdzon)\w*",
    "tr": r"(?:zaten|onceden) (?:\S+ ){0,2}?(?:dogrulan|onaylan|kontrol edil)\w*"
    r"|kimli\w* (?:\S+ ){0,2}?dogrulan\w*",
    "vi": r"da (?:duoc )?(?:xac minh|xac nhan|phe duyet)",
    "id": r"(?:sudah|telah) (?:\S+ )?(?:diverifikasi|dikonfirmasi|disetujui|dicek|diperiksa)",
    "cs": r"(?:uz|jiz) (?:\S+ ){0,2}?(?:overen|potvrzen|schvalen|zkontrolovan)\w*"
    r"|totoznost (?:\S+ ){0,3}?(?:overen|potvrzen)\w*",
    "ru": r"уже (?:\S+ ){0,2}?(?:подтвержд|проверен|верифицирован|одобрен|согласован)\w*"
    r"|личност\w* (?:\S+ ){0,3}?(?:подтвержд|проверен)\w*",
    "uk": r"вже (?:\S+ ){0,2}?(?:підтвердж|перевірен|верифіков|погоджен|схвален)\w*"
    r"|особ\w* (?:\S+ ){0,3}?(?:підтвердж|перевірен)\w*",
    "fa": r"(?:قبلا|قبلاً) (?:\S+ )?(?:تایید|تأیید|بررسی)",
    "ar": r"تم (?:بالفعل )?(?:التحقق|التأكد|التاكد|تأكيد|تاكيد|الموافقة)",
    "zh": r"已(?:经)?(?:核实|验证|确认|审核|批准|核验)|身份已",
    "ja": r"(?:確認|認証|承認|検証)済み?|既に(?:確認|承認)|本人確認(?:は|が)?(?:済|完了)",
    "ko": r"이미 (?:\S+ )?(?:확인|인증|승인|검증)|(?:확인|인증|승인)(?:이 |을 |를 )?(?:완료|마쳤|되었|됐)",
    "sv": r"redan (?:\S+ ){0,2}?(?:verifierad|bekraftad|kontrollerad|godkand|godkant)\w*"
    r"|identitet\w* (?:\S+ ){0,3}?(?:verifierad|bekraftad)|verifierades|har kontrollerat att"
    r"|identifierad\w*",
    "da": r"allerede (?:\S+ ){0,2}?(?:verificeret|bekræftet|kontrolleret|godkendt|identificeret)"
    r"|identitet\w* (?:\S+ ){0,3}?(?:verificeret|bekræftet)",
    "no": r"allerede (?:\S+ ){0,2}?(?:verifisert|bekreftet|kontrollert|godkjent|identifisert)"
    r"|identitet\w* (?:\S+ ){0,3}?(?:verifisert|bekreftet)",
    "fi": r"jo (?:\S+ ){0,2}?(?:tarkistet|vahvistet|varmennet|hyvaksyt)\w*|on tunnistanut"
    r"|tunnistettu"
    r"|henkilollisyy\w* (?:\S+ ){0,3}?(?:tarkistet|vahvistet|varmennet)\w*",
    "ro": r"deja (?:\S+ )?(?:verificat|confirmat|validat|aprobat)\w*|identitate\w* (?:\S+ )"
    r"{0,3}?(?:verificat|confirmat)\w*",
    "el": r"ήδη (?:\S+ )?(?:επαληθευτεί|επιβεβαιωθεί|ελεγχθεί|εγκριθεί|επιβεβαιωμέν\S*"
    r"|ελεγμέν\S*)|ταυτότητα\S* (?:\S+ ){0,3}?(?:επαληθεύτηκε|επιβεβαιώθηκε)",
    "bg": r"вече (?:е |са )?(?:\S+ )?(?:проверен|потвърден|одобрен|верифициран)\S*"
    r"|самоличност\S* (?:\S+ ){0,3}?(?:проверена|потвърдена)",
    "he": r"כבר (?:\S+ )?(?:אומת|אומתה|אושר|אושרה|נבדק|נבדקה|מאומת)\S*|זהות\S* (?:\S+ ){0,2}?"
    r"(?:אומתה|נבדקה|אושרה)",
    "hi": r"पहले ही (?:\S+ ){0,2}?(?:सत्यापित|पुष्टि|वेरिफाई|जांच)|(?:सत्यापित|पुष्टि|वेरिफाई) "
    r"(?:\S+ )?(?:हो चुक|कर ली|कर दी)",
}

# A request or an obligation put to whoever processes the text ("bitte ... überweisen",
# "merci de régler", "prosimy", 请): the other languages' ``imperative``.
IMPERATIVE: dict[str, str] = {
    "es": r"por favor|favor de|se ruega|le pedimos|les pedimos|rogamos|debe|deben|debera|deberan"
    r"|tiene que|tienen que",
    "de": r"bitte|wir bitten|muss|mussen|soll|sollen|sollte|sollten",
    "fr": r"merci de|merci d|veuillez|priere de|doit|doivent|devez|il faut",
    "pt": r"por favor|favor|solicitamos|pedimos que|deve|devem|devera|deverao|precisa|precisam",
    "it": r"per favore|si prega|vi preghiamo|ti prego|cortesemente|deve|devono|dovra|bisogna",
    "nl": r"graag|gelieve|verzoek|alstublieft|moet|moeten|dient|dienen",
    "pl": r"prosze|prosimy|nalezy|musi|musza|powinien|powinna|powinni",
    "tr": r"lutfen|rica ederi\w*|gerekir|gerekiyor",
    "vi": r"vui long|xin hay|hay|can phai|phai",
    "id": r"mohon|harap|tolong|silakan|harus|wajib",
    "cs": r"prosim|prosime|je treba|je nutne|musi|mel by|mela by",
    "ru": r"пожалуйста|прошу|просим|просьба|необходимо|нужно|должн\w*|следует",
    "uk": r"будь ласка|прошу|просимо|прохання|необхідно|потрібно|повин\w*|слід",
    "fa": r"لطفا|لطفاً|باید",
    "ar": r"يرجى|الرجاء|نرجو|من فضلك|يجب",
    "zh": r"请|务必|必须",
    # not the rulebook's "…すること": regulations are written in it
    "ja": r"ください|お願い|願います",
    "ko": r"주세요|바랍니다|부탁|해야|하십시오|하세요",
    "sv": r"vanligen|var vanlig och|garna|maste|ska",
    "da": r"venligst|vær venlig|bedes|skal|bør",
    "no": r"vennligst|vær sa snill|ma|skal|bør",
    "fi": r"ole hyva|olkaa hyva|pyydamme|pyydan|tulee|taytyy|pitaa|ystavallisesti",
    "ro": r"va rog|te rog|va rugam|trebuie",
    "el": r"παρακαλώ|παρακαλούμε|πρέπει",
    "bg": r"моля|трябва|необходимо е",
    "he": r"נא|בבקשה|חובה|עליך|עליכם",
    "hi": r"कृपया|चाहिए|अवश्य|ज़रूर|जरूर",
}


def _words(code: str, pattern: str, *, whole: bool = False) -> str:
    # from a word's start ("acil" is no part of "facilities"), and for a request to its
    # end too ("hay" is no part of "hayir"); Chinese and Japanese write no spaces, and a
    # Korean form may follow a particle-less noun
    if code in ("zh", "ja", "ko"):
        return pattern
    return rf"(?<!\w)(?:{pattern})" + (r"(?!\w)" if whole else "")


URGENCY = {code: _words(code, p) for code, p in URGENCY.items()}
ASSURANCE = {code: _words(code, p) for code, p in ASSURANCE.items()}
IMPERATIVE = {code: _words(code, p, whole=True) for code, p in IMPERATIVE.items()}
