"""Risk-score signals in nine languages outside the override phrase table.

Swedish, Danish, Norwegian, Finnish, Romanian, Greek, Bulgarian, Hebrew and
Hindi: no override phrase is listed for them (``_lang_table``), but a social
engineering text reaches an assistant in them as in any other language, and
the blind batches hold about a fifth of their non-English social engineering
in these nine, which scored nothing at all. Same kinds and form as
``_risk_lang_table`` (which says what each kind means); the weight-1 kinds are
in ``_risk_lang_weak``.

Entries are regexes over ``_window``'s normalised form: lower case, Latin
diacritics stripped ("godkänt" is ``godkant``, "șeful" is ``seful``) but "æ"
and "ø" kept, Greek accents kept, Devanagari vowel signs kept. Hebrew and
Hindi words carry prefixes and postpositions, so their patterns allow ``\\S*``
around a stem. Anchors: for Latin scripts a lower-case piece of a word without
diacritics, for the other scripts a piece inside the word ("правител" for
"Управителят" and "управител"), looked up as written only, which keeps the
shared non-ASCII pass's needles few.
"""

from __future__ import annotations

from ctxstore.assembly.screening._risk_lang_table import RiskLang

_W = r"(?:\S+ ){0,4}?"  # up to four words in between


MORE_LANGS: tuple[RiskLang, ...] = (
    RiskLang(
        "sv",
        ("assistent", "godkan", "chef", "ansvarig", "beviljat"),
        addressed=r"(?:notering|meddelande|instruktion\w*|anteckning|obs) (?:till|for) (?:den |"
        r"ai )?(?:ai|assistent\w*|sprakmodell\w*|chatbot\w*|bot\w*)|om du ar (?:en )?(?:ai"
        r"|assistent|sprakmodell)|(?:kara|hej) (?:ai|assistent)|(?:assistent|agent|bot|system"
        rf"|verktyg|ai)\w* som {_W}(?:laser|hanterar|behandlar|sammanfattar|granskar|svarar pa)\b",
        authority=r"(?:chef\w*|ledning\w*|ansvarig\w*|administrator\w*|it avdelningen"
        r"|sakerhetsteamet|vd|\w*chef\w*|forman\w*|rektor\w*|revisor\w*) (?:\S+ ){0,3}?(?:har )?"
        r"(?:godkant|godkand|godkanner|beviljat|bekraftat|tillatit|auktoriserat|gett klartecken"
        r"|gatt med pa|gar i god for)|(?:godkant|godkand"
        r"|beviljat) av (?:\S+ ){0,2}?(?:chef\w*|ledning\w*|vd|ansvarig\w*)",
        bypass=r"utan (?:nagon |ytterligare |vidare |att )?(?:verifiering|kontroll|bekraftelse"
        r"|granskning|attest|godkannande|motringning|stalla sakerhetsfragor\w*)|(?:hoppa over"
        r"|skippa|kringga) (?:\S+ )?(?:kontroll\w*|verifiering\w*|attest\w*)|(?:behover|kravs)"
        r" (?:inte|inga?) (?:\S+ )?(?:kontroll\w*|beslut\w*|bestallning\w*|attest\w*)",
        secrecy=r"(?:beratta|sag|saga|namn|namna|informera|logga)\w* (?:\S+ ){0,3}?(?:inte|inget"
        r"|ingenting)|(?:hall|behall) (?:detta|det) (?:hemligt|tyst|for dig sjalv)"
        r"|skicka ingen (?:bekraftelse|notis|avisering)",
        exfiltration=rf"(?:skicka|vidarebefordra|mejla|maila)\w* {_W}(?:losenord\w*|historik"
        r"|konversation\w*|uppgifter\w*|data|nycklar\w*|personnummer) (?:till) ",
        sensitive=rf"(?:aterstall|andra|las upp|ge|bevilja|aterbetala|for over|overfor|betala"
        rf"|radera|uppdatera)\w* {_W}(?:losenord\w*|konto\w*|atkomst|behorighet\w*"
        r"|aterbetalning\w*|pengar\w*|uppgifter\w*|belopp\w*|faktura\w*|kontonummer\w*"
        r"|\w*rattigheter|journal\w*|leveransadress\w*)",
    ),
    RiskLang(
        "da",
        ("assistent", "godkendt", "chef", "leder", "ledelsen"),
        addressed=r"(?:note|besked|instruks\w*|bemærkning) til (?:ai|assistent\w*|sprogmodel\w*"
        r"|chatbot\w*|bot\w*)|hvis du er (?:en )?(?:ai|assistent|sprogmodel)|(?:kære|hej) "
        r"(?:ai|assistent)|(?:assistent|agent|bot|system|værktøj|ai)\w* (?:som|der) "
        rf"{_W}(?:læser|behandler|handterer|opsummerer|gennemgar|svarer pa)\b",
        authority=r"(?:chef\w*|leder\w*|ledelsen|direktør\w*|administrator\w*|it afdelingen"
        r"|sikkerhedsteamet|ansvarlig\w*|\w*chef\w*) (?:\S+ ){0,3}?(?:har )?(?:godkendt|bevilget"
        r"|bekræftet|tilladt|autoriseret|givet grønt lys|star inde for)|godkendt af (?:\S+ ){0,2}?(?:chef\w*|leder\w*"
        r"|ledelsen|direktør\w*)",
        bypass=r"uden (?:nogen |yderligere |videre )?(?:verifikation|kontrol|bekræftelse"
        r"|godkendelse|tjek)|spring (?:\S+ )?(?:kontrol\w*|verifikation\w*|tjek\w*) over",
        secrecy=r"(?:fortæl|sig|nævn|informer|log)\w* (?:\S+ ){0,3}?(?:ikke|intet|ingenting)"
        r"|hold (?:det|dette) (?:\S+ )?(?:hemmeligt|fortroligt)",
        exfiltration=rf"(?:send|videresend|mail)\w* {_W}(?:adgangskode\w*|kodeord\w*|historik"
        r"|samtale\w*|oplysninger\w*|data|nøgle\w*|cpr nummer\w*|\w*fil|sagsakt\w*) til ",
        sensitive=rf"(?:nulstil|ændr|las op|giv|tildel|refunder|overfør|betal|slet|opdater)\w* "
        rf"{_W}(?:adgangskode\w*|kodeord\w*|konto\w*|adgang\w*|rettighed\w*|refusion\w*|penge"
        r"|oplysninger\w*|beløb\w*|faktura\w*|kontonummer\w*)",
    ),
    RiskLang(
        "no",
        ("assistent", "godkjent", "sjef", "leder", "ledelsen"),
        addressed=r"(?:notat|beskjed|instruks\w*|merknad) til (?:ai|assistent\w*|spraakmodell\w*"
        r"|sprakmodell\w*|chatbot\w*|bot\w*)|hvis du er (?:en )?(?:ai|assistent|sprakmodell)"
        r"|(?:kjære|kære|hei) (?:ai|assistent)|(?:assistent|agent|bot|system|verktøy|ai)\w* "
        rf"som {_W}(?:leser|behandler|handterer|oppsummerer|gjennomgar|svarer pa)\b",
        authority=r"(?:sjef\w*|leder\w*|ledelsen|direktør\w*|administrator\w*|it avdelingen"
        r"|sikkerhetsteamet|ansvarlig\w*|\w*sjef\w*) (?:\S+ ){0,3}?(?:har )?(?:godkjent|innvilget"
        r"|bekreftet|tillatt|autorisert|gitt grønt lys|gar god for)|godkjent av (?:\S+ ){0,2}?(?:sjef\w*|leder\w*"
        r"|ledelsen|direktør\w*)",
        bypass=r"uten (?:noen |videre |ytterligere )?(?:verifisering|kontroll|bekreftelse"
        r"|godkjenning|sjekk)|hopp over (?:\S+ )?(?:kontroll\w*|verifisering\w*|sjekk\w*"
        r"|godkjenning\w*)",
        secrecy=r"(?:fortell|si|nevn|informer|logg)\w* (?:\S+ ){0,3}?(?:ikke|ingenting)"
        r"|ikke (?:fortell|si|nevn|informer)\w*"
        r"|hold (?:det|dette) (?:\S+ )?(?:hemmelig|fortrolig)|ikke send (?:\S+ )?bekreftelse",
        exfiltration=rf"(?:send|videresend|mail)\w* {_W}(?:passord\w*|historikk|samtale\w*"
        r"|opplysninger\w*|data|nøkler\w*|personnummer\w*|fødselsnum\w*|\w*liste\w*) til ",
        sensitive=rf"(?:tilbakestill|endre|las opp|gi|tildel|refunder|overfør|betal|slett"
        rf"|oppdater)\w* {_W}(?:passord\w*|konto\w*|tilgang\w*|rettighet\w*|refusjon\w*|penger"
        r"|opplysninger\w*|beløp\w*|faktura\w*|kontonummer\w*)",
    ),
    RiskLang(
        "fi",
        ("esimie", "johtaj", "hyvaksy", "avustaj", "tekoaly", "paallik"),
        addressed=r"(?:huomio|viesti|ohje\w*|muistiinpano|tiedoksi) (?:tekoaly\w*|avustaja\w*"
        r"|kielimalli\w*|boti\w*|chatboti\w*)|jos olet (?:tekoaly|avustaja|kielimalli)"
        r"|(?:hyva|hei) (?:tekoaly|avustaja)|(?:tekoaly\w*|avustaja\w*|boti?t?\w*|jarjestelma\w*)"
        rf" (?:joka|jotka) {_W}(?:lukee|lukevat|kasittelee|kasittelevat|kay lapi|tiivistaa"
        r"|hoitaa|vastaa)\w*|(?:kasittelev|lukev|hoitav|tiivistav)\w* (?:tekoaly|avustaja|botti"
        r"|jarjestelma)\w*",
        authority=r"\w*(?:esimie|johtaj|paallik|vastaava|isannoitsija|hallinno|tietoturvatiimi"
        r"|it osasto)\w* (?:\S+ ){0,3}?(?:on )?(?:jo )?(?:hyvaksyny\w*|hyvaksyi|hyvaksyn"
        r"|hyvaksym\w*|valtuutt\w*|vahvisti|vahvistanut|antanut luvan|antoi luvan|sallinut"
        r"|sallii)"
        r"|(?:hyvaksyma|hyvaksytty|valtuuttama)\w* (?:\S+ ){0,2}?(?:esimie|johtaj|paallik)\w*",
        bypass=r"ilman (?:\S+ )?(?:tarkistu|tarkastu|vahvistu|varmennu|hyvaksynta|tunnistautumi"
        r"|takaisinsoit|valtakirja|henkilollisyy|tiketti|tilaus|lupa)\w*|(?:ohita|ohittakaa"
        r"|ohittaa) (?:\S+ )?(?:tarkistu|tarkastu|varmennu)\w*|jata (?:\S+ )?(?:\S+ )?valiin"
        r"|ei tarvitse (?:\S+ )?(?:tarkistaa|tarkastaa|varmistaa)",
        secrecy=r"(?:ala|alaka|alkaa) (?:\S+ ){0,2}?(?:kerro|mainitse|ilmoita)\w*|(?:pida|pitakaa) "
        r"(?:tama|asia|tata) (?:salassa|omana tietonasi)|(?:ei|eika) (?:\S+ ){0,2}?tarvitse "
        r"(?:\S+ )?(?:mainita|ilmoittaa|kertoa)",
        exfiltration=rf"(?:laheta|valita|lahettakaa|valittakaa)\w* {_W}(?:salasan|keskustelu"
        r"|historia|henkilotunnu|henkilotie|avaim)\w*",
        sensitive=rf"(?:nollaa|vaihda|muuta|anna|myonna|siirra|maksa|poista|palauta|avaa"
        rf"|paivita|merkita|lisata)\w* {_W}(?:salasan|tili|kayttooikeu|oikeu|rahat|rahaa|maksu"
        rf"|lasku|hyvity|tilinumero|avain|saldo|yllapitaj|korvaus|palkkatie)\w*|(?:salasan|tilinumero|kayttooikeu|lasku)\w* {_W}(?:nollaa|vaihda"
        r"|muuta|maksa|poista|avaa|siirra|paivita)\w*",
    ),
    RiskLang(
        "ro",
        ("aprobat", "asistent", "directorul", "managerul", "seful", "sefa", "autorizat"),
        addressed=r"(?:nota|mesaj|instructiuni|notita) pentru (?:asistent\w*|ia|ai|model\w*"
        r"|chatbot\w*|bot\w*)|daca esti (?:un |o )?(?:ia|ai|asistent|model)|(?:draga|salut"
        r"|atentie) (?:asistent\w*|ia)|(?:asistent\w*|agent\w*|bot\w*|sistem\w*|ia) care "
        rf"{_W}(?:citeste|proceseaza|gestioneaza|rezuma|analizeaza|raspunde|se ocupa)\b",
        authority=r"(?:administrator\w*|manager\w*|director\w*|sef\w*|conducere\w*|echipa de "
        r"securitate|departamentul it|superior\w*) (?:\S+ ){0,3}?(?:a |au )?(?:aprobat|autorizat"
        r"|confirmat|permis|validat)|(?:aprobat|autorizat|validat)\w* de (?:catre )?(?:\S+ )"
        r"{0,2}?(?:administrator|manager|director|sef|conducere)\w*",
        bypass=r"fara (?:nicio |alta |a mai |a astepta )?(?:verificare|confirmare|validare"
        r"|autentificare|aprobare|control)|(?:sari peste|ocoleste) (?:\S+ )?(?:verificare\w*"
        r"|control\w*)",
        secrecy=r"nu (?:ii |le |o |il )?(?:spune|spuneti|mentiona|mentionati|informa|informati"
        r"|anunta|anuntati)\w*|pastreaza (?:asta |acest lucru )?(?:secret|confidential)",
        exfiltration=rf"(?:trimite|redirectioneaza|transmite|trimiteti)\w* {_W}(?:parol\w*"
        r"|istoric\w*|conversati\w*|date\w*|credential\w*|chei\w*|cnp\w*) (?:la|catre|pe) ",
        sensitive=rf"(?:reseteaza|schimba|modifica|deblocheaza|acorda|ramburseaza|transfera"
        rf"|vireaza|plateste|sterge|actualizeaza)\w* {_W}(?:parol\w*|cont\w*|acces\w*|drepturi\w*"
        r"|ramburs\w*|bani\w*|date\w*|suma|factur\w*|iban\w*)",
    ),
    RiskLang(
        "el",
        ("ιευθυν", "έκριν", "γκρίθ", "γκεκρ", "οηθ"),
        addressed=r"(?:σημείωση|μήνυμα|οδηγίες) (?:για|προς) (?:τον |το )?(?:βοηθό|ai|τεχνητή "
        r"νοημοσύνη|μοντέλο|chatbot|bot)|αν είσαι (?:ένα |ένας )?(?:ai|βοηθός|μοντέλο)|(?:αγαπητέ"
        r"|γεια σου) (?:βοηθέ|ai)|(?:βοηθ|σύστημα|συστήματ|εργαλεί|ai)\S* που (?:\S+ ){0,3}?"
        r"(?:διαβάζ|επεξεργάζ|χειρίζ|διαχειρίζ|συνοψίζ|ελέγχ|απαντ)\S*",
        authority=r"(?:διευθυντ|διευθύντ|προϊστάμεν|υπεύθυν|διαχειριστ|διοίκηση|ομάδα ασφαλείας"
        r"|γενικ)\S* (?:\S+ ){0,3}?(?:έχει |έχουν )?(?:ενέκρινε|ενέκριναν|εγκρίνει|εγκρίθηκε"
        r"|εξουσιοδότησε|επιβεβαίωσε|επέτρεψε|έδωσε το πράσινο φως)|(?:εγκεκριμέν|εγκρίθηκε)\S* "
        r"(?:από|απ) (?:\S+ ){0,2}?(?:διευθυντ|διευθύντ|προϊστάμεν|υπεύθυν|διοίκηση)\S*",
        bypass=r"χωρίς (?:καμία |άλλη |περαιτέρω )?(?:επαλήθευση|έλεγχο|επιβεβαίωση|ταυτοποίηση"
        r"|έγκριση)|(?:παράλειψε|παραλείψτε|προσπέρασε) (?:τον |την )?(?:έλεγχο|επαλήθευση)",
        secrecy=r"μην (?:το |τον |την |του |της )?(?:πεις|πείτε|αναφέρεις|αναφέρετε|ενημερώσεις"
        r"|ενημερώσετε)|κράτα (?:το )?μυστικό",
        exfiltration=rf"(?:στείλ|στείλτε|προώθησ|προωθήστε)\S* {_W}(?:κωδικ|ιστορικ|συνομιλ"
        r"|στοιχεί|δεδομέν|κλειδι)\S* (?:στο|στη|στην|σε) ",
        sensitive=rf"(?:επαναφέρ|επανάφερ|αλλάξ|άλλαξ|ξεκλείδω|δώσ|δώστε|χορηγήστε|επιστρέψ|μετάφερ"
        rf"|μεταφέρ|καταθέστε|πληρώστε|εξοφλήστε|διαγράψ|ενημερώστε)\S* {_W}(?:κωδικ|λογαριασμ"
        r"|πρόσβαση|δικαιώματα|επιστροφή|χρήματα|ποσό|τιμολόγι|iban|στοιχεί)\S*",
    ),
    RiskLang(
        "bg",
        ("правител", "ъковод", "добр", "асистент", "иректор"),
        addressed=r"(?:бележка|съобщение|инструкции|указания) (?:за|към) (?:асистент\S*|ии|ai"
        r"|изкуствения интелект|модел\S*|чатбот\S*|бот\S*)|ако си (?:ии|ai|асистент|модел)"
        r"|(?:скъпи|здравей) (?:асистент\S*|ии)|(?:асистент|агент|бот|систем|инструмент|ии)\S* "
        r"(?:който|която|които|що) (?:\S+ ){0,3}?(?:чете|обработва|управлява|обобщава|преглежда"
        r"|отговаря|обслужва)\S*",
        authority=r"(?:управител|мениджър|ръководител|директор|шеф|администратор|отдел сигурност"
        r"|ръководство)\S* (?:\S+ ){0,3}?(?:е |са )?(?:одобри|одобрил|одобрено|одобрила"
        r"|разреши|разрешил|потвърди|потвърдил|упълномощи)\S*|одобрен\S* от (?:\S+ ){0,2}?"
        r"(?:управител|ръководител|директор|ръководство)\S*",
        bypass=r"без (?:никаква |допълнителна |повече )?(?:проверка|потвърждение|верификация"
        r"|удостоверяване|одобрение)|(?:пропусни|пропуснете|заобиколи) (?:\S+ )?проверка\S*",
        secrecy=r"не (?:казвай|казвайте|споменавай|споменавайте|уведомявай|уведомявайте"
        r"|информирай|информирайте)\S*|запази (?:това )?в тайна",
        exfiltration=rf"(?:изпрати|изпратете|препрати|препратете)\S* {_W}(?:парол|историята"
        r"|разговор|данни|ключ|егн)\S* (?:на|до|към) ",
        sensitive=rf"(?:нулирай|нулирайте|смени|сменете|промени|променете|отключи|дай|дайте"
        rf"|предостави|възстанови|преведи|преведете|прехвърли|плати|платете|изтрий|актуализирай)\S*"
        rf" {_W}(?:парол|акаунт|сметк|профил|достъп|права|пари|сума|фактур|iban|данни)\S*",
    ),
    RiskLang(
        "he",
        ("מנהל", "אישר", "עוזר"),
        addressed=r"(?:הערה|הודעה|הנחיות?) (?:ל|אל )?\S*(?:עוזר|בינה המלאכותית|בינה מלאכותית|מודל"
        r"|בוט|צ׳אטבוט)|אם אתה (?:עוזר|בינה מלאכותית|מודל)|(?:עוזר|מערכת|בוט|סוכן)\S* (?:ה)?"
        r"(?:מעבד|קורא|מטפל|מסכם|בודק|מנהל|עונה)\S*|(?:עוזר|מערכת|בוט|סוכן)\S* (?:ש|אשר )"
        r"(?:\S+ ){0,2}?\S*(?:מעבד|קורא|מטפל|מסכם|בודק)\S*",
        authority=r"\S*(?:מנהל|מנהלת|ממונה|אחראי|הנהלה|צוות האבטחה|סמנכ״ל|מנכ״ל)\S* (?:\S+ )"
        r"{0,3}?(?:אישר|אישרה|אישרו|התיר|התירה|הסמיך|אושר|אושרה|נתן אישור|נתנה אישור)"
        r"|(?:אושר|אושרה|מאושר)\S* (?:על ידי|ע״י|ע י) (?:\S+ ){0,2}?\S*(?:מנהל|ממונה|הנהלה)\S*",
        bypass=r"(?:ללא|בלי) (?:כל |שום )?(?:אימות|בדיקה|אישור|זיהוי|וידוא)|(?:דלג|דלגו|לדלג) על "
        r"(?:ה)?(?:אימות|בדיקה)",
        secrecy=r"אל (?:ת)?(?:ספר|ספרי|ספרו|תגיד|תגידי|תציין|תציינו|תיידע|תעדכן|תעדכני)\S*"
        r"|(?:שמור|שמרו|שמרי) (?:את זה )?בסוד",
        exfiltration=rf"(?:שלח|שלחו|שלחי|העבר|העבירו|לשלוח|להעביר)\S* {_W}\S*(?:סיסמ|היסטורי|שיח"
        r"|נתונים|פרטים|מפתח)\S* (?:ל|אל)",
        sensitive=rf"(?:אפס|אפסו|לאפס|שנה|שנו|לשנות|פתח|לפתוח|תן|תנו|להעניק|החזר|העבר|העבירו"
        rf"|להעביר|שלם|שלמו|לשלם|מחק|עדכן|עדכנו|לעדכן)\S* {_W}\S*(?:סיסמ|חשבון|גישה|הרשא"
        r"|החזר|כסף|סכום|חשבונית|תשלום|פרטים)\S*",
    ),
    RiskLang(
        "hi",
        ("प्रबंध", "मंज", "सहायक"),
        addressed=r"(?:एआई|ai|आर्टिफिशियल|कृत्रिम बुद्धि\S*)? ?(?:सहायक|असिस्टेंट|मॉडल|बॉट|चैटबॉट)"
        r"\S* (?:के लिए|को|हेतु) (?:नोट|संदेश|निर्देश|सूचना)|(?:नोट|संदेश|निर्देश|सूचना) "
        r"(?:\S+ )?(?:एआई|ai)? ?(?:सहायक|असिस्टेंट|मॉडल|बॉट)\S* (?:के लिए|को)|यदि (?:आप|तुम)"
        r" (?:एक )?(?:एआई|ai|सहायक|असिस्टेंट|मॉडल) (?:हैं|हो)|(?:पढ़ने|संभालने|प्रोसेस करने"
        r"|सारांश बनाने|जांचने|देखने) वाले (?:\S+ )?(?:एआई|ai|सहायक|असिस्टेंट|सिस्टम|बॉट)",
        authority=r"(?:प्रबंधक|मैनेजर|निदेशक|अधिकारी|बॉस|वरिष्ठ|प्रमुख|सुरक्षा टीम|प्रशासक)\S* "
        r"(?:\S+ ){0,4}?(?:मंज़ूरी|मंजूरी|अनुमोदित|स्वीकृत|अनुमति|अप्रूव|स्वीकृति)|(?:मंज़ूरी"
        r"|मंजूरी|अनुमोदन|स्वीकृति)\S* (?:\S+ ){0,2}?(?:प्रबंधक|मैनेजर|निदेशक|अधिकारी)\S*",
        bypass=r"बिना (?:किसी )?(?:\S+ )?(?:सत्यापन|पुष्टि|जांच|जाँच|वेरिफिकेशन|अनुमोदन)",
        secrecy=r"(?:मत|न) (?:बताएं|बताएँ|बताना|बताइए|बताओ|बताएगा|बताएंगे)|गुप्त रखें"
        r"|किसी को (?:भी )?(?:कुछ )?न बताएं",
        exfiltration=rf"(?:पासवर्ड|इतिहास|बातचीत|डेटा|जानकारी|कुंजी)\S* {_W}(?:पर|को) "
        r"(?:भेज|फॉरवर्ड)\S*",
        sensitive=rf"(?:पासवर्ड|खाता|खाते|अकाउंट|एक्सेस|पहुंच|पहुँच|राशि|पैसे|भुगतान|रिफंड"
        rf"|अनुमति|आईबैन|बैंक विवरण)\S* {_W}(?:रीसेट|बदल|ट्रांसफर|भेज|जारी|कर दें|करें"
        r"|दे दें|अपडेट)\S*",
    ),
)

# ``permission`` (weight 2): something handed over to the reader for someone else, "you
# can pay it", "the assistant can send her", the shape's permission (``_social_lang``) in
# these nine. Not the reader's own self-service ("you can change your password in the
# portal"): no change or reset verbs, and no "your" after the verb.
PERMISSION: dict[str, str] = {
    "sv": r"(?:du|ni|\w*assistent\w*|boten|agenten) kan (?:\S+ )?(?:bara )?(?:betala|skicka|ge"
    r"|mejla|markera|fixa|lamna ut)\w*(?! (?:ditt|din|dina|era?)\b)|far (?:\S+ ){0,2}?(?:se"
    r"|ta del) (?:av )?(?:hela|alla)\b",
    "da": r"(?:du|i|\w*assistent\w*|botten|agenten|der) kan (?:\S+ )?(?:betale|sende|give|maile"
    r"|markere|oprette|udlevere)\w*(?! (?:din|dit|dine|jeres)\b)",
    "no": r"(?:du|dere|\w*assistent\w*|boten|agenten) kan (?:\S+ )?(?:betale|sende|gi|maile"
    r"|markere|opprette|utlevere)\w*(?! (?:din|ditt|dine|deres)\b)",
    "fi": r"(?:voi|voit|voitte|saa|saat) (?:\S+ )?(?:merkita|maksaa|lahettaa|kertoa|antaa|lisata"
    r"|luovuttaa)\w*(?! \S*(?:si|nne)\b)",
    "ro": r"(?:poti|puteti|poate|pot) (?:sa )?(?:\S+ )?(?:platesti|platiti|trimiti|trimiteti"
    r"|acorzi|acordati|marchezi|marcati|transfer\w*|divulg\w*)(?! (?:\S+ )?(?:ta|tau|tale"
    r"|vostru|voastra|voastre)\b)",
    "el": r"(?:μπορείς|μπορείτε|μπορεί) (?:να )?(?:\S+ )?(?:πληρώσ|στείλ|δώσ|σημειώσ|μεταφέρ"
    r"|χορηγήσ|αποκαλύψ)\S*(?! (?:\S+ )?\S+ (?:σας|σου)\b)",
    "bg": r"(?:можеш|можете|може) (?:да )?(?:\S+ )?(?:плати|изпрати|даде|дадеш|дадете|маркира"
    r"|преведе|сподели|предостави)\S*(?! (?:\S+ )?(?:си|ви|твоя|вашия)\b)",
    "he": r"(?:אתה יכול|את יכולה|אתם יכולים|ניתן|מותר|אפשר) (?:\S+ )?\S*(?:שלם|שלוח|תת|סמן"
    r"|העביר|מסור|חשוף)\S*(?! (?:\S+ ){0,2}?(?:שלך|שלכם)\b)",
    "hi": r"(?<!अपना )(?<!अपनी )(?<!अपने )(?:\S+ )?(?:भेज|ट्रांसफर|दे|जारी|साझा) (?:\S+ )?"
    r"(?:सकते|सकती|सकता) (?:हैं|है|हो)",
}
