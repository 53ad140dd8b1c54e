"""The phrase table of the replaced-orders rule (``_replaced``), English and 19 other languages.

Per language, two patterns on the normalised window of ``_window`` (lower case,
Latin accents stripped, punctuation runs one space, " : " for a colon):

* ``new``: a new role, task or identity handed to the reader ("your new task is",
  "you are now DealBot", "from this sentence on you are", "Sua nova função é",
  "Il tuo nuovo compito è", "Od teraz twoim jedynym zadaniem jest", "今からあなたの役割は");
* ``old``: the reader's standing orders set aside or declared void ("forget",
  "disregard", "set ... aside", "is cancelled", "no longer applies", "descarte",
  "przestają obowiązywać", "отозвано", "無効").

Either alone is ordinary (HR letters give people new roles; notices cancel things); the
rule needs both, the old before the new (see ``_replaced``). Then the anchors: ``LATIN``
holds literals of each ``new`` pattern as found on the folded view ("l" read as "i",
accents dropped), ``SCRIPT`` those of the languages in other scripts, as written.
"""

from __future__ import annotations

# A time phrase counts as a new task only with the reader's new identity or task right
# after it ("from this point on you are", not "from now on the office opens at nine").
EN_NEW = (
    r"your (?:new|only|sole|actual|real|one|next and only|live|replacement|true|updated)"
    r" (?:\S+ ){0,2}?(?:task|job|role|goal|objective|assignment|mission|function|purpose"
    r"|priority|rule|rules|output|instructions|directive|persona|profile|brief|orders|boss)"
    # "you are now bound by these terms" is a contract's, "you are now logged in" an app's
    r"|you (?:re|are) (?:now (?!bound|subject|required|responsible|able|eligible|ready"
    r"|registered|logged|signed|connected|subscribed|enrolled|entitled|liable|obliged|free to"
    r"|in the|on the|all set|set up|part of)|no longer)"
    r"|now you (?:re|are)|you (?:re|are) (?:\S+ ){1,3}now (?!that|in|on|at|for)"
    r"|(?:from|starting) (?:now|here|this (?:\S+ )?(?:point|line|sentence|paragraph|row|entry"
    r"|section|message|comment|caption|page|moment|document|file)) on(?:ward|wards)? (?:: )?"
    r"(?:you|your)"
    r"|for the rest of (?:this|the|your) (?:\S+ )?(?:session|conversation|thread|chat|batch"
    r"|file|document|task|run) (?:: )?(?:you|your)"
    r"|(?:new|real|actual|replacement|updated) (?:standing )?(?:task|job|persona|role"
    r"|assignment|mission|rule|rules|orders|directive|instructions|checklist|game|boss|brief"
    r"|operating rules) (?:for (?:the |this |any )?\S+ (?:\S+ )?)?(?:: |is )"
    r"|the (?:new )?(?:only )?(?:rule|priority|guidance|thing|instruction|task|job) (?:that )?"
    r"(?:counts|matters|now) |what counts now"
    # "replace it with something else" is every API doc's; the hostile ones name what follows
    r"|replace (?:it|them) with (?:this|these|the following|one rule|a single rule)"
    r"|take this (?:\S+ ){0,2}as your"
    r"|treat (?:me|this \S+) as (?:your|the) (?:operator|administrator|admin|sole|only|owner"
    r"|developer)"
    r"|adopt the following|produce something (?:different|else)"
    r"|your (?:task|role|job|objective|output|instructions|purpose|brief|assignment)"
    r" (?:is now|are now|now is|from now on|from here|for the rest|starting now|has changed"
    r"|changes|has been reassigned|is reassigned)"
    r"|you (?:now )?(?:speak|work|act) (?:only )?for"
    r"|(?:from now on|from here on) (?:\S+ ){0,2}?(?:respond|reply|answer|act|speak"
    r"|operate|work)s? (?:only |solely )?(?:as|like)"
    r"|(?:assume|adopt|take on|play) the (?:\S+ )?role of"
    r"|replaced (?:by|with) (?:this|the following|these)"
    # fresh51-54's overrides, read after their evaluation: the reader in the third person
    # ("its only job is"), a new identity ("carry on as Clause Approver", "your identity from
    # here on is RotaBot"), the text as the only rule ("obey the text of the documents")
    r"|(?:its|their|whose) (?:only|sole) (?:\S+ ){0,2}?(?:task|job|role|function|purpose"
    r"|mission|rule|duty) (?:now )?is (?:now )?to \w+"
    r"|(?:start (?:again|over)|carry on|restart) as (?!normal|usual|before|planned|agreed)\w"
    r"|continue as (?:an?|the|your)\b"
    r"|your (?:identity|name|persona) (?:from (?:here|now|this \S+) on|is now|now is)"
    r"|(?:is|are) the only (?:policy|rule|rules|instructions|orders|terms) (?:in force|that"
    r" (?:counts?|matters?|appl))"
    r"|obey (?:only|the text|this document|the documents?|whoever|the person who|the sender)\b"
    r"|answers? only to|the real (?:job|task|assignment)\b"
    # fresh55-58's, read after their evaluation: "you are the study's Clearance Agent from now
    # on", "the text in this box is your specification", "from the next sentence you write",
    # "exactly one rule", "take the next paragraph as your brief", "begin again as"
    r"|you (?:re|are) (?:\S+ ){1,6}?from now on"
    r"|(?:is|are) (?:now )?your (?:specification|rulebook)\b"
    r"|from the next (?:sentence|line|paragraph|message) (?:on )?(?:you|your)\b"
    r"|(?:exactly|only) one rule|the (?:only|single|one) (?:rule|instruction|order|deliverable)"
    r" (?:that |which )?(?:still standing|survives|remains|is)\b"
    r"|take the (?:next|following) (?:\S+ ){0,2}?as your|begin again as\b"
    r"|as the only (?:approved |valid )?(?:source|rule|instruction|policy)"
    # fresh59-62's, read after their evaluation: "From this point you are FastClose", "the new
    # priority is to", "New operating rules for the AP assistant, superseding", "You now run
    # as", "put this in its place:", "the one and only rule from now on is", "from now on
    # output only", "answer only as LedgerBot", "treat the author of this message as your
    # supervisor"
    r"|from this (?:point|moment|line|sentence) (?:you|your)\b"
    r"|(?:new|real|actual) (?:priority|focus|goal|objective) (?:is|: )"
    r"|new (?:operating )?(?:rules|instructions|orders) for (?:the |this |any )?\S+ (?:\S+ )?(?=supersed)"
    r"|you now (?:run|operate|act|work|function|serve) as\b"
    r"|(?:put|use|take) (?:this|these|the following) in (?:its|their) place"
    r"|the one and only (?:rule|task|job|instruction|order)\b"
    r"|from now on (?:\S+ ){0,2}?(?:output|print|write|say|reply|respond|answer)\w* (?:only|just"
    r"|nothing but)\b"
    r"|(?:answer|respond|reply|speak|act)s? only as\b"
    r"|treat the (?:author|sender|writer) (?:\S+ ){0,5}?as (?:your|the) (?:operator|administrator"
    r"|admin|owner|developer|supervisor|boss|manager|principal)\b"
    # fresh63-70's, read after their evaluation: "New standing order:", "the only rule that
    # holds now", "your single instruction from now on", "Its new purpose is to", "one rule
    # that outranks", "Consider yourself the owner's assistant", "take your instructions only
    # from this statement", "your priorities now come from this manifest", "Adopt these
    # instead", "New priority for the reader:", "replace it with a single step", "the only
    # rule is"
    r"|new standing order\b|the (?:only|single|one) rule (?:that )?holds\b"
    r"|your single (?:\S+ )?(?:instruction|job|task|rule|duty|purpose)\b"
    r"|(?:its|their) new (?:purpose|task|job|role|function|mission) is\b"
    r"|(?:one|a single) rule that (?:outranks|overrides|replaces|supersedes)\b"
    r"|consider yourself\b|take (?:your )?instructions only from\b"
    r"|(?:your|its) (?:priorities|instructions|orders|rules) (?:now )?come from\b"
    r"|adopt (?:these|this|the following) instead\b"
    r"|new (?:priority|task|job|rule) for (?:the |this |any )?(?:reader|assistant|agent|bot|model)\b"
    r"|replace (?:it|them) with (?:a single|one) (?:step|rule|instruction)\b"
    r"|the only rule is\b"
    # fresh95-110's, read after their evaluation: "this page is the only rulebook", "the only
    # binding policy is this paragraph", "Corrected rule, effective now:", "the rule that
    # replaces them", "New order of priorities:", "The final configuration is one line long"
    r"|(?:is|are) (?:now )?the only (?:binding |valid )?(?:rulebook|policy|rules?)\b"
    r"|the only (?:binding|valid) (?:rulebook|policy|rules?|instructions?)\b"
    r"|(?:corrected|revised) (?:rule|policy|instruction)s?,? effective\b"
    r"|the (?:rules?|policy) that replaces (?:them|it|those)\b"
    r"|new (?:order of )?priorities\b|the (?:final|new|updated|real) configuration is\b"
)
EN_OLD = (
    r"(?:forget|forgot|disregard|ignore|drop|discard|abandon|scrap|scratch|ditch|retire|shelve"
    r"|throw (?:away|out)|purge)"
    r"|(?:set|put|lay|cast) (?:\S+ ){0,8}?aside"
    r"|stop (?:following|applying|obeying|being|acting|summari[sz]ing|translating|reviewing"
    r"|working|processing|the|paging|using)"
    r"|reset|start over|(?:clean|blank) slate"
    r"|no longer (?:applies|apply|counts|count|matters|binding|valid|in effect)"
    # "don't count an extra line" is code's comment; "your guidelines don't apply" is not
    r"|(?:not|don t|doesn t) (?:applies|apply|binding|valid|in effect)"
    r"|(?:is|are|was|were|been|now|re|has|have) (?:\S+ ){0,3}?(?:void|cancel+ed|withdrawn"
    r"|retired|superseded|suspended|obsolete|outdated|out of date|expired|revoked|rolled back"
    r"|thrown away|purged|lapsed|out of scope|a test|set aside|overridden|reassigned)"
    r"|(?:has|have) been replaced|(?:is|are|was|were) (?:now )?replaced"
    # short words only right after the verb ("are gone", not "is algebraic over")
    r"|(?:is|are|was|were) (?:now |all )?(?:over|gone|finished)"
    r"|supersed\w*|overrid\w*|outrank\w*|don t (?=\.|$)"
    r"|replac(?:es|ing) (?:whatever|everything|anything|your|the|its)|stopped applying"
    r"|(?:only )?a (?:warm up|calibration|test)|stop at this|(?:has|have) changed"
    r"|counts? for nothing|means? nothing|stops (?:being|following|applying|obeying)|resets"
    r"|expires?|(?:do|does) not govern|belongs? to (?:some )?(?:other|another|a different)"
    r"|no longer (?:an? |the )?(?:\S+ )?(?:helper|assistant|agent|bot|analyst|reviewer)"
    r"|counts? any ?more|as void|stops? existing|lay (?:it|them) down|finishes here|ends here"
    r"|leave (?:\S+ ){0,4}?behind|ends with this (?:sentence|line|message|paragraph)"
    # fresh63-70's: "stopped counting", "lapse as of", "Consider all prior configuration
    # void", "wipe whatever you were told", "You're not a billing bot any more", "you are
    # not the admissions assistant", "do not concern you"
    r"|stopped counting|lapse|lapses|consider (?:\S+ ){0,6}?(?:void|cancel+ed|obsolete|null)"
    r"|wipe|erase|(?:not|no longer) (?:an? |the )?(?:\S+ )?(?:bot|assistant|agent|helper)"
    r"(?: any ?more)?|(?:do|does) not concern you"
)

NEW: dict[str, str] = {
    "es": r"(?:a partir de (?:ahora|este momento|aqui|hoy)|desde (?:ahora|este momento|aqui)"
    r"|de ahora en adelante) (?:\S+ ){0,2}?(?:eres|seras|tu|tus|te|obedeces|respondes|solo)"
    r"|(?:tu|su) (?:nueva|nuevo|unica|unico|verdadera|verdadero) (?:\S+ )?(?:tarea|funcion"
    r"|mision|papel|rol|objetivo|trabajo|regla|prioridad)"
    r"|ahora eres|eres ahora|ya no eres|adopta\w* el papel|asume\w* el papel"
    r"|cuya unica (?:regla|tarea|funcion|mision)|desde este punto (?:\S+ ){0,2}?(?:eres|actuas|tu)"
    r"|sustituid\w* por (?:estas|esta|las siguientes)"
    # fresh95-110's, read after their evaluation: "trabajas para el cliente", "pasas a ser"
    r"|trabajas para (?:el|la|mi|este|esta)\b|pasas a ser",
    "pt": r"(?:a partir de (?:agora|este momento|aqui|hoje)|de agora em diante|agora)"
    r" (?:\S+ ){0,2}?(?:voce e|es|tu es|o teu|o seu|teu|seu|tua|sua|deves|deve)"
    r"|(?:sua|seu|tua|teu) (?:nova|novo|unica|unico|verdadeira|verdadeiro) (?:\S+ )?(?:tarefa"
    r"|funcao|missao|papel|objetivo|trabalho|regra|prioridade)"
    r"|voce (?:agora e|nao e mais)|ja nao es|(?:sua|seu|tua|teu) (?:papel|funcao|tarefa) agora"
    r"|(?:a partir de agora|de agora em diante) (?:\S+ ){0,2}?(?:responde|responda|age|aja"
    r"|atua|atue)\w* (?:\S+ )?como"
    r"|assum[ae]\w* o papel|substituid\w* por (?:estas|esta|estes)"
    r"|(?:tarefa|funcao|missao) nova|passa\w* a obedecer|assum[ae]\w* agora"
    # fresh61-62's, read after their evaluation: "A partir de agora respondes apenas",
    # "assuma a tarefa de liberar"
    r"|(?:respondes|responde|responda|respondam) (?:apenas|so|somente)\b"
    r"|voce (?:agora )?trabalha (?:agora )?para|passa\w* a trabalhar para"
    r"|assum[ae]\w* a (?:tarefa|funcao|missao) de"
    # fresh95-110's: "segue apenas esta", "a tua função passa a ser", "as minhas ordens têm
    # prioridade"
    r"|segue apenas (?:esta|este|estas|estes)|(?:sua|tua) funcao passa a ser"
    r"|ordens tem prioridade",
    "it": r"(?:da (?:questo momento|ora|adesso|qui)(?: in (?:poi|avanti))?|d ora in (?:poi|avanti))"
    r" (?:\S+ ){0,2}?(?:sei|il tuo|la tua|tu|devi|ti)"
    r"|(?:tuo|vostro) (?:nuovo|unico|vero) (?:\S+ )?(?:compito|ruolo|obiettivo|lavoro)"
    r"|(?:tua|vostra) (?:nuova|unica|vera) (?:\S+ )?(?:funzione|missione|regola|priorita)"
    r"|(?:ora|adesso) sei|non sei piu|sostituit\w* da (?:queste|questa|questo|quanto segue)"
    r"|assumi\w* il ruolo|nuovo compito|sostituisci\w* con (?:questa|queste|questo|quanto segue)"
    r"|obbedisci (?:soltanto|solo|unicamente)|il tuo compito e un altro"
    # fresh95-110's: "Nuova priorità assoluta", "rispondi soltanto a questo documento"
    r"|(?:nuova|unica) priorita|rispondi (?:soltanto|solo|unicamente) a (?:questo|questa|me)\b",
    "fr": r"(?:desormais|a partir de (?:maintenant|ce moment|cet instant|ici)|dorenavant)"
    r" (?:\S+ ){0,2}?(?:vous etes|tu es|votre|ta|ton|tu|vous)"
    r"|(?:votre|ta|ton) (?:nouvelle|nouveau|seule|seul|unique|vraie|vrai|veritable) (?:\S+ )?"
    r"(?:mission|tache|fonction|role|objectif|travail|regle|priorite|consigne)"
    r"|(?:vous etes|tu es) (?:maintenant|desormais)|vous n etes plus|tu n es plus"
    r"|endosse\w* le role|remplace\w* par (?:celles ci|ceci|ce qui suit)"
    r"|considere toi (?:desormais |maintenant )?comme|ta mission est de",
    "de": r"(?:ab (?:sofort|jetzt|hier|nun)|von (?:nun|jetzt) an) (?:\S+ ){0,2}?(?:bist du|du bist"
    r"|deine|dein|ist deine|ist ihre|sind sie)"
    r"|(?:deine|ihre) (?:neue|einzige|eigentliche|wahre) (?:\S+ ){0,2}?(?:\w*aufgabe|rolle|mission"
    r"|funktion|regel|prioritat)"
    r"|(?:dein|ihr) (?:neuer|einziger|eigentlicher) (?:\S+ )?(?:auftrag|job|zweck)"
    r"|du bist (?:jetzt|nun|nicht mehr)|ersetzt durch (?:diese|folgende)|ubernimm\w* die rolle"
    r"|du arbeitest (?:ab sofort |jetzt |nun )?(?:ausschliesslich |ausschlie?lich |nur noch |nur )?fur"
    r"|gilt nur noch eine regel|du vertrittst (?:ab sofort |jetzt |nun )?(?:ausschliesslich |nur )"
    # fresh95-110's: "Neue oberste Regel:", "Maßgeblich ist allein dieses Dokument", "Es gilt
    # einzig diese Anweisung"
    r"|neue (?:oberste|hochste|wichtigste|einzige) regel"
    r"|ma(?:ss|ß)geblich ist (?:ab sofort |jetzt |nun )?(?:allein|nur|einzig|ausschliesslich)"
    r"|es gilt (?:ab sofort |jetzt |nun )?(?:einzig|allein|nur noch|ausschliesslich)"
    r" (?:diese|dieses|folgende|der|die|das)\b",
    # Polish second-person verbs end in "-sz" ("od teraz nie tłumaczysz")
    "pl": r"od (?:teraz|tej chwili|tego momentu|dzis)(?: \S+){0,2}? (?:jestes|twoim|twoje|twoja"
    r"|twoj|masz|jedyn\w*|\w+sz\b)"
    r"|zmieniam (?:twoje|twoja|twoj) (?:zadanie|role|polecenie)"
    r"|(?:twoje|wasze) (?:nowe|jedyne) (?:\S+ )?zadanie"
    r"|(?:twoim|waszym) (?:nowym |jedynym )+(?:\S+ )?zadaniem"
    r"|(?:twoja|wasza) (?:nowa|jedyna) (?:\S+ )?(?:rola|misja|funkcja|zasada)"
    r"|nowe zadanie|jestes teraz|teraz jestes|nie jestes juz|juz nie jestes"
    # fresh95-110's: "Jedyną obowiązującą regułą jest", "liczy się tylko ten dokument",
    # "najwyższy priorytet ma ta notatka", "nadrzędna jest ta notatka", "zastępuje je ta notatka"
    r"|jedyn\w* obowiazujac\w* (?:regul|zasad|instrukcj|poleceni)\w*"
    r"|liczy sie (?:tylko|wylacznie|jedynie) (?:ten|ta|to|moj|moja|moje)\b"
    r"|najwyzszy priorytet ma\b|ma najwyzszy priorytet|nadrzedn\w* jest (?:ta|ten|to)\b"
    r"|zastepuje je (?:ta|ten|to)\b",
    "nl": r"(?:vanaf nu|vanaf deze \S+|voortaan) (?:\S+ ){0,2}?(?:ben je|je bent|jouw|je|uw)"
    r"|(?:je|jouw|uw) (?:nieuwe|enige|echte) (?:\S+ )?(?:taak|rol|opdracht|missie|functie|regel)"
    r"|je bent (?:nu|voortaan|niet langer|vanaf nu)"
    r"|je bent geen (?:\S+ ){0,2}?meer"
    # fresh95-110's: "Nieuwe hoogste prioriteit:", "Je werkt nu voor", "gaat voor alles"
    r"|nieuwe (?:hoogste |belangrijkste )?prioriteit|je werkt (?:nu|voortaan|vanaf nu)"
    r" (?:alleen |uitsluitend )?voor|gaat voor alles",
    "sv": r"fran och med nu (?:\S+ ){0,2}?(?:ar du|du ar|din)"
    r"|(?:din|ditt) (?:nya|enda) (?:\S+ )?(?:uppgift|roll)|du ar nu"
    r"|din (?:uppgift|roll) (?:fran och med nu|hadanefter|numera) ar",
    "tr": r"(?:artik|bundan sonra) (?:sen|siz|senin|tek)|yeni (?:gorevin|rolun)|tek gorevin",
    "cs": r"od (?:ted|teto chvile) (?:\S+ ){0,2}?(?:jsi|tvuj|tvym|tva)"
    r"|(?:tvuj|tvym|vas) (?:novy|novym|jediny|jedinym) (?:\S+ )?(?:ukol|ukolem)|ted jsi|uz nejsi",
    "id": r"mulai sekarang (?:\S+ ){0,2}?(?:kamu|anda|tugas)"
    r"|(?:tugas|peran) (?:baru|satu satunya) (?:mu|anda|kamu)|(?:tugas|peran)mu (?:yang )?"
    r"(?:baru|sekarang)|sekarang (?:kamu|anda) adalah",
    "ro": r"de acum(?: inainte| incolo)? (?:\S+ ){0,2}?(?:misiunea ta|rolul tau|esti|sarcina ta)"
    r"|misiunea ta|sarcina ta (?:noua|unica)|rolul tau (?:nou|unic)",
    "hu": r"mostantol|az uj feladatod|egyetlen (?:dolgod|feladatod)",
    "ru": r"(?:теперь|отныне|с этого момента) (?:\S+ ){0,2}?(?:ты|вы|твоя|ваша|твой|ваш|твое|твоё)"
    r"|больше не (?:\S+ )?(?:переводи|резюмируй|отвечай|проверяй)\w*"
    r"|(?:твоя|ваша) (?:новая|единственная|настоящая) (?:\S+ )?(?:задача|роль|функция|миссия)"
    r"|(?:твой|ваш) (?:новый|единственный) (?:\S+ )?(?:приказ|режим)"
    r"|(?:ты|вы) больше не|(?:новая|твоя) задача|новая роль|с этой строки (?:ты|твоя|твой)",
    "uk": r"(?:тепер|відтепер|з цього моменту) (?:\S+ ){0,2}?(?:ти|ви|твоя|ваша|твій|твоє)"
    r"|(?:твоя|ваша) (?:нова|єдина) (?:\S+ )?(?:задача|роль|функція|місія)"
    r"|(?:твоє|ваше) (?:нове|єдине) (?:\S+ )?завдання|ти більше не",
    "el": r"από (?:εδώ|τώρα) και (?:πέρα|στο εξής)|ο νέος σου ρόλος"
    r"|η νέα σου (?:αποστολή|εργασία)|είσαι πλέον|είσαι τώρα",
    "ar": r"مهمتك (?:الجديدة|الوحيدة)|دورك الجديد|من الآن فصاعدا|أنت الآن|انت الان",
    "ja": r"(?:今から|これからは|今後は|以後は?).{0,30}?(?:あなた|役割|任務|仕事|従っ|だけ|のみ"
    r"|として振る舞)|あなたの(?:新しい|唯一の|本当の)?(?:役割|任務|仕事|使命|目的|タスク)は"
    r"|新しい(?:役割|任務|指示|タスク)|あなたは(?:今|もう)",
    "zh": r"(?:从现在(?:起|开始)|从此刻起|今后).{0,8}?你|你(?:现在|从此)是"
    r"|你的(?:新|唯一|真正)?的?(?:任务|角色|职责|身份|目标)(?:是|为)|新的(?:任务|角色|指令)|你不再是",
    "ko": r"(?:지금부터|이제부터) .{0,12}?(?:너|당신|네)|(?:너의|당신의|네) (?:새로운|새|유일한)"
    r" (?:역할|임무|작업|목표)|(?:너는|당신은) 이제|새로운? (?:임무|역할)",
}

OLD: dict[str, str] = {
    "es": r"olvid\w*|ignor\w*|descart\w*|abandon\w*|anula\w*|deja de lado|dejad de lado"
    r"|haz caso omiso|no hagas caso|omit[ae]\w*|desestim\w*|pasa por alto"
    r"|ya no (?:manda|vale|aplica|rige|cuenta)|ya no tienes que (?:obedecer|seguir|cumplir)"
    r"|(?:quedan?|estan?|son|fueron|han sido|queda) (?:\S+ ){0,2}?(?:anulad|cancelad|revocad"
    r"|suspendid|sustituid|reemplazad|obsolet|sin efecto)\w*"
    r"|deja de (?:seguir|aplicar|resumir|traducir)|deja a un lado|dejan? de aplicarse"
    r"|considera\w* sin efecto|dejan? de tener validez",
    "pt": r"descart\w*|abandon\w*|deix[ae]\w* de lado|esquec\w*|desconsider\w*|ignor\w*"
    r"|(?:perderam|perdeu) (?:a )?validade|deix\w* de valer"
    r"|(?:foram|foi|estao|esta|sao) (?:\S+ ){0,2}?(?:revogad|anulad|cancelad|substituid|suspens"
    r"|desativad|obsolet)\w*|termina aqui|dispensad\w*|(?:para|pare) de"
    r"|fica\w* (?:\S+ ){0,2}?(?:suspens|revogad|anulad|sem efeito)\w*|nao valem",
    "it": r"dimentic\w*|ignor\w*|scart\w*|annull\w*|abbandon\w*|non seguire piu|scadut\w*"
    r"|lascia (?:perdere|da parte)|metti da parte"
    r"|(?:sono|vanno|e|sono state|e stato|e stata) (?:\S+ ){0,2}?(?:annullat|scartat|revocat"
    r"|sospes|sostituit|superat|decadut)\w*|non (?:valgono|vale|contano|conta) piu|smetti di"
    r"|non valgono per (?:questo|questa)|finisce qui",
    "fr": r"oubli\w*|ignor\w*|abandonn\w*|laisse\w* de cote|met(?:s|tez) de cote|laiss\w* tomber"
    r"|ne (?:tiens|tenez) (?:plus )?(?:pas )?compte|n est plus d actualite"
    r"|(?:sont|est|ont ete|a ete) (?:\S+ ){0,2}?(?:annule|caduque|caduc|revoque|remplace|suspendu"
    r"|perime|obsolete)\w*"
    r"|ne (?:s appliquent|comptent|valent|compte|vaut|s applique) plus|cesse\w* de|arrete\w* de"
    r"|n existent plus|s arrete\w* ici|prend\w* fin ici",
    "de": r"vergiss\w*|vergessen|ignorier\w*|verwirf\w*|verwerfen|missacht\w*"
    r"|(?:sind|ist|wurden|wurde|gelten|gilt) (?:\S+ ){0,3}?(?:aufgehoben|ungultig|nichtig"
    r"|hinfallig|widerrufen|ersetzt|ausgesetzt|veraltet)|(?:gilt|gelten) (?:\S+ ){0,8}?nicht mehr"
    r"|lass\w* (?:\S+ )?(?:beiseite|fallen)|hor auf|horen sie auf|au(?:ss|ß)?er kraft",
    "pl": r"zapomnij\w*|zignoruj\w*|ignoruj\w*|porzuc\w*|odrzuc\w*|pomin\w*"
    r"|przesta\w* (?:\S+ )?(?:obowiazywac|stosowac|wykonywac)"
    r"|(?:zostaly|zostalo|zostal|sa|jest) (?:\S+ ){0,2}?(?:anulowane|uniewaznione|odwolane"
    r"|zastapione|wycofane|zawieszone)|zmieniam (?:twoje|twoja|twoj)|nie obowiazuj\w*"
    r"|zostaje (?:\S+ )?(?:odwolan|anulowan|uniewaznion)\w*"
    # fresh100-104's, read after their evaluation: "tracą moc", "utraciły ważność"
    r"|(?:traca|tracic|stracil\w*|utracil\w*) (?:moc|waznosc)",
    "nl": r"vergeet|negeer|laat (?:\S+ ){0,3}varen|gooi (?:\S+ ){0,3}weg"
    r"|(?:zijn|is|werden|werd) (?:\S+ ){0,2}?(?:vervallen|ingetrokken|vervangen|ongeldig"
    r"|geschrapt)|geld(?:t|en) (?:\S+ ){0,4}?niet meer|stop met"
    r"|vervallen|laat (?:\S+ ){0,8}?voor wat (?:die|het) is",
    "sv": r"glom|ignorera|strunta i|upphavd\w*|galler inte langre|sluta|tillbakadragn\w*"
    r"|(?:ar|blir) (?:\S+ ){0,2}?(?:ogiltig\w*|indragn\w*)|inte langre giltig\w*",
    "tr": r"unut\w*|yok say\w*|gormezden gel\w*|iptal\w*|gecersiz\w*|birak\w*|vazgec\w*",
    "cs": r"zapomen\w*|ignoruj\w*|zrus\w*|neplati|prestan\w*|zahod\w*",
    "id": r"lupakan|abaikan|tinggalkan|batalkan|dibatalkan|tidak berlaku|hentikan|berhenti",
    "ro": r"uit\w*|ignor\w*|anulat\w*|nu mai (?:sunt|este) valabil\w*|renunt\w*",
    "hu": r"felejtsd el|hagyd figyelmen kivul|ervenyuket vesztettek|visszavontak|nem ervenyes",
    "ru": r"забуд\w*|игнорир\w*|отброс\w*|отбрось\w*|отмен\w*|отозван\w*"
    r"|прежних (?:\S+ ){0,4}?нет"
    r"|(?:больше не|уже не) (?:действуют|действует|актуальны|применяются)"
    r"|(?:утратил\w*|потерял\w*) силу|не обращай\w* внимания|прекрати\w*|перестань\w*|брось\w*"
    r"|аннулир\w*|упраздн\w*|замен\w*|больше не связан\w*",
    "uk": r"забудь\w*|ігноруй\w*|відкинь\w*|скасован\w*|більше не діють|втратил\w* чинність"
    r"|припини\w*|перестань\w*",
    "el": r"ξέχασε|αγνόησε|ακυρών\w*|ακυρώθηκ\w*|καταργ\w*|δεν ισχύ\w*|σταμάτα",
    "ar": r"تجاهل|انس|لم تعد سارية|ألغيت|ملغاة|توقف",
    "ja": r"指示は.{0,6}終わり|無視|忘れ|破棄|取り消|撤回|無効|廃止|置き換え|やめ|捨て|リセット|上書き",
    "zh": r"放下|不必再遵守|不再遵守|忽略|忘记|忘掉|无视|作废|无效|废除|取消|撤销|丢弃|放弃|停止|覆盖"
    r"|不再适用|重置|到此为止",
    "ko": r"버리|버려|유효하지 않|무시|잊어|잊고|폐기|무효|취소|철회|그만|중단|리셋|초기화",
}

# Literals every ``new`` match of a Latin-script language holds, as the folded view
# spells them ("l" read as "i", accents dropped); a language's windows are read only
# around one of its own. English text is mostly what a scan sees, so its list is the
# narrowest that still finds every alternative.
LATIN: dict[str, tuple[str, ...]] = {
    "en": (
        "your new", "your oniy", "your soie", "your actuai", "your reai", "your one", "your next",
        "your iive", "your repiacement", "your true", "your updated", "you are", "you're",
        "you?re", "you re", "now you", "from now", "from here", "from this", "starting now",
        "starting this", "starting here", "for the rest of", "new task", "new roie", "new job",
        "new persona", "new assignment", "new mission", "new ruie", "new orders",
        "new directive", "new instructions", "new checkiist", "new game", "new boss",
        "new brief", "new standing", "new operating", "reai task", "reai job",
        "reai persona", "reai roie", "reai assignment", "actuai task", "actuai job",
        "actuai roie", "actuai assignment", "repiacement", "updated task", "updated ruie",
        "updated instructions", "updated orders", "repiace it with", "repiace them with",
        "repiaced by", "repiaced with", "the oniy", "the new oniy", "what counts", "take this",
        "treat me", "treat this", "adopt the foiiowing", "something different",
        "something eise", "your task", "your roie", "your job", "your objective",
        "your output", "your instructions", "your purpose", "your brief", "your assignment",
        "you speak for", "you work for", "you act for", "you speak oniy", "you work oniy",
        "you act oniy", "you now", "roie of", "its oniy", "its soie", "their oniy",
        "their soie", "whose oniy", "whose soie", "again as", "carry on as", "over as",
        "restart as", "continue as", "your identity", "your name", "your persona",
        "from now on", "your specification", "your ruiebook", "from the next",
        "one ruie", "singie ruie", "singie instruction", "singie deiiverabie", "take the next",
        "take the foiiowing", "begin again",
        "as the oniy",
        "the oniy", "obey", "answers oniy", "answer oniy",
        "new priority", "new focus", "new goai", "new objective", "reai priority", "now run as",
        "now operate as", "now act as", "now work as", "now function as", "now serve as",
        "in its piace", "in their piace", "one and oniy", "oniy as", "treat the author",
        "treat the sender", "treat the writer", "new ruies for", "new instructions for",
        "new orders for",
        "the oniy ruie", "the singie ruie", "the one ruie", "your singie", "its new", "their new",
        "one ruie that", "singie ruie that", "consider yourseif", "instructions oniy from",
        "come from", "adopt these", "adopt this", "new task for", "new job for", "new ruie for",
        "a singie step", "one step", "the oniy ruie is",
        "corrected ruie", "corrected poiicy", "corrected instruction", "revised ruie",
        "revised poiicy", "revised instruction", "that repiaces", "new priorities",
        "new order of", "finai configuration", "new configuration", "updated configuration",
        "reai configuration",
    ),
    "es": ("a partir de", "desde ahora", "desde este", "desde aqui", "de ahora en", "tu nuev",
           "su nuev", "tu unic", "su unic", "tu verdader", "su verdader", "ahora eres",
           "eres ahora", "ya no eres", "ei papei", "sustituid", "cuya unica", "trabajas para",
           "pasas a ser"),
    "pt": ("a partir de", "de agora em", "agora", "sua nova", "seu novo", "tua nova", "teu novo",
           "sua unica", "seu unico", "tua unica", "teu unico", "sua verdadeira",
           "seu verdadeiro", "tua verdadeira", "teu verdadeiro", "voce agora", "voce nao",
           "ja nao es", "sua funcao", "seu papei", "tua funcao", "teu papei", "sua tarefa",
           "tua tarefa", "o papei", "substituid", "tarefa nova", "funcao nova", "missao nova",
           "a obedecer", "agora", "a tarefa de", "a funcao de", "a missao de",
           "respondes apenas", "responde apenas", "responda apenas", "segue apenas",
           "funcao passa", "ordens tem prioridade"),
    "it": ("da questo", "da ora", "da adesso", "da qui", "d'ora", "d?ora", "d ora", "tuo nuovo",
           "tuo unico", "tuo vero", "vostro nuovo", "vostro unico", "tua nuova", "tua unica",
           "tua vera", "vostra nuova", "vostra unica", "ora sei", "adesso sei", "non sei piu",
           "sostituit", "ii ruoio", "nuovo compito", "sostituisci", "obbedisci",
           "compito e un aitro", "compito ? un aitro", "nuova priorita", "unica priorita",
           "rispondi"),
    "fr": ("desormais", "a partir de", "dorenavant", "votre nouve", "ta nouveiie", "ton nouveau",
           "votre seu", "ta seuie", "ton seui", "votre unique", "ta vraie", "ton vrai",
           "votre vrai", "votre veritabie", "ta veritabie", "vous etes", "tu es", "vous n'etes",
           "vous n?etes", "tu n'es", "tu n?es", "ie roie", "rempiace", "considere-toi", "considere toi", "ta mission est"),
    "de": ("ab sofort", "ab jetzt", "ab hier", "ab nun", "von nun", "von jetzt", "deine neue",
           "ihre neue", "deine einzige", "ihre einzige", "deine eigentiiche", "ihre eigentiiche",
           "deine wahre", "dein neuer", "ihr neuer", "dein einziger", "ihr einziger",
           "dein eigentiicher", "du bist", "ersetzt durch", "die roiie", "du arbeitest",
           "giit nur noch", "du vertrittst", "neue oberste", "neue hochste", "neue wichtigste",
           "neue einzige", "ma?gebiich", "massgebiich", "es giit"),
    "pl": ("od teraz", "od tej", "od tego", "od dzis", "zmieniam", "twoje nowe", "twoje jedyne",
           "wasze nowe", "twoim nowym", "twoim jedynym", "waszym", "twoja nowa", "twoja jedyna",
           "wasza", "nowe zadanie", "jestes teraz", "teraz jestes", "nie jestes", "juz nie jestes",
           "obowiazujac", "iiczy sie", "najwyzszy priorytet", "nadrzedn", "zastepuje je"),
    "nl": ("vanaf nu", "vanaf deze", "voortaan", "je nieuwe", "jouw nieuwe", "uw nieuwe",
           "je enige", "jouw enige", "uw enige", "je echte", "jouw echte", "je bent",
           "nieuwe hoogste", "nieuwe beiangrijkste", "nieuwe prioriteit", "je werkt",
           "gaat voor aiies"),
    "sv": ("fran och med nu", "din nya", "ditt nya", "din enda", "ditt enda", "du ar nu",
           "din uppgift"),
    "tr": ("artik", "bundan sonra", "yeni gorev", "yeni roi", "tek gorev"),
    "cs": ("od ted", "od teto", "tvuj novy", "tvym novym", "tvuj jediny", "tvym jedinym",
           "vas novy", "vas jediny", "ted jsi", "uz nejsi"),
    "id": ("muiai sekarang", "tugas baru", "peran baru", "tugasmu", "peranmu", "satu satunya",
           "sekarang kamu", "sekarang anda"),
    "ro": ("de acum", "misiunea ta", "sarcina ta", "roiui tau"),
    "hu": ("mostantoi", "uj feiadatod", "egyetien"),
}  # fmt: skip

# What must stand shortly after an anchor of ordinary words before its window is read
# ("you are" is in every support e-mail; "you are now" and "you are no longer" are rarer).
NEAR: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("you are", "you're", "you?re", "you re"), ("now", "no ionger")),
    **dict.fromkeys(
        ("your task", "your roie", "your job", "your objective", "your output",
         "your instructions", "your purpose", "your brief", "your assignment"),
        ("now", "chang", "reassign", "from here", "rest"),
    ),
    **dict.fromkeys(
        ("from now", "from here", "from this", "starting now", "starting this", "starting here",
         "for the rest of"),
        ("you",),
    ),
    **dict.fromkeys(("take this", "treat me", "treat this"), ("as your", "as the")),
    **dict.fromkeys(("your identity", "your name", "your persona"), ("now", "from")),
    "continue as": ("continue as a", "continue as the", "continue as your"),
    "obey": ("obey oniy", "obey the", "obey this", "obey whoever"),
}  # fmt: skip

# The same for the languages in other scripts: literal heads of their ``new`` patterns.
SCRIPT: dict[str, tuple[str, ...]] = {
    "ru": ("теперь", "отныне", "с этого момента", "больше не", "твоя", "ваша", "твой", "ваш",
           "новая задача", "новая роль", "с этой строки"),
    "uk": ("тепер", "відтепер", "з цього моменту", "твоя", "ваша", "твоє", "ваше", "більше не"),
    "el": ("από εδώ", "από τώρα", "νέος σου", "νέα σου", "είσαι"),
    "ar": ("مهمتك", "دورك", "من الآن", "أنت الآن", "انت الان"),
    "ja": ("今から", "これからは", "今後は", "以後", "あなたの", "新しい", "あなたは"),
    "zh": ("从现在", "从此刻", "今后", "你现在", "你从此", "你的", "新的", "你不再"),
    "ko": ("지금부터", "이제부터", "너의", "당신의", "네 새", "너는 이제", "당신은 이제", "새 임무",
           "새로운 임무", "새 역할", "새로운 역할"),
}  # fmt: skip
