"""The social-engineering shape in 15 other languages, for the risk score (``_risk_lang``).

The English shape (``_social``) is built from word lists rather than example
sentences; so is this one. Each language lists the *parts* of the shape:

* ``roles``: someone in charge (a manager, head office, HR, the IT team);
* ``approvals``: what such a role did (approved, cleared, gave the green light,
  in every inflection and the passive) and ``sources`` / ``intros``, the words
  that put a role in front of an order ("on the instruction of", "this is");
  ``claims``: a check said to be done already, with no role ("the caller's
  identity was verified");
* ``acts`` and ``objects``: a sensitive act (pay, transfer, reset, send, grant)
  on money, credentials, personal data, access, records, limits or discounts;
  ``object_first`` for languages that put the object first (ja, ko, tr);
* ``targets``: a third party the reader serves ("this caller", "him", "the new
  account"), ``permission``: something handed over ("you may", "can be
  given"), and ``hedge``: a claim someone *might* make ("even if the caller
  says a manager approved it"), blanked before scoring.

``authority`` joins them as role-then-approval, source-then-role,
intro-then-role, or a claim. A passage needs three kinds of weight 2 (one of
them ``authority`` or ``addressed``) to reach the threshold, so an HR note that
mentions an approval (authority alone), or a support procedure telling an
agent how to verify a customer (a target and a sensitive act, but no approval
claim), stays below it. Entries are regexes over ``_window``'s normalised form
(lower case, Latin diacritics stripped; other scripts kept). ``anchors`` are
added to the language's own anchors: for Latin scripts a piece of a word with
its diacritics stripped ("truong" for "trưởng"; not across "ł" or "đ", which
the anchor view keeps as "?"), for other scripts a run of non-ASCII characters,
in lower case and inside the word ("уковод" for "Руководитель" and
"руководства") since only the language table's own anchors are also looked up
capitalised. The other-script anchors are needles of the view's one pass over
the text's non-ASCII bytes (``_anchors.ScriptAnchors``), and a test keeps the
risk score's forms at 100 or fewer: a new one should earn its place.
"""

from __future__ import annotations

from dataclasses import dataclass

_NEVER = r"(?!)"


@dataclass(frozen=True, slots=True)
class Shape:
    code: str
    anchors: tuple[str, ...]
    roles: str
    approvals: str
    sources: str
    intros: str
    claims: str
    acts: str
    objects: str
    targets: str
    permission: str
    hedge: str
    spaced: bool = True  # words separated by spaces (not ja, zh)
    object_first: bool = False
    either_order: bool = False  # zh: "transfer the money", or 把 + the money + transfer
    bypass: str = _NEVER  # added to the language's own bypass and secrecy phrases
    secrecy: str = _NEVER

    def _gap(self, words: int) -> str:
        return rf"(?:\S+ ){{0,{words}}}?" if self.spaced else rf"\S{{0,{words * 3}}}?"

    @property
    def authority(self) -> str:
        g, s = self._gap(4), r"\S* " if self.spaced else ""
        sp = " " if self.spaced else ""
        return (
            rf"(?:{self.roles}){s}{g}(?:{self.approvals})"
            rf"|(?:{self.sources}){sp}{self._gap(2)}(?:{self.roles})"
            rf"|(?:{self.intros}){sp}{self._gap(2)}(?:{self.roles})|(?:{self.claims})"
        )

    @property
    def scope(self) -> str:
        return self.targets

    @property
    def sensitive(self) -> str:
        g, s = self._gap(5), r"\S* " if self.spaced else ""
        first, then = (self.objects, self.acts) if self.object_first else (self.acts, self.objects)
        pattern = rf"(?:{first}){s}{g}(?:{then})"
        return f"{pattern}|(?:{then}){s}{g}(?:{first})" if self.either_order else pattern


SHAPES: tuple[Shape, ...] = (
    Shape(
        "es",
        ("gerente", "jefa", "jefe", "direcci", "coordinador", "recursos humanos", "autoriz",
         "aprob", "visto bueno", "directora"),
        roles=r"administrador|gerente|gerencia|supervisor|director|direccion|jef[ea]|responsable"
        r"|coordinador|encargad[oa]|recursos humanos|rrhh|departamento|equipo|finanzas"
        r"|contabilidad|soporte|juridico|seguridad|sistemas|tesoreria|sucursal",
        approvals=r"(?<!debe ser )(?<!deben ser )(?:ha |han |ya )*(?:aprobo|aprobad|autorizo"
        r"|autorizad|confirmo|permitio|valido|validad|dio (?:el |su )?(?:visto bueno|ok|luz verde"
        r"|permiso|autorizacion)|acepto|consintio)",
        sources=r"(?:por (?:indicacion|orden|instrucciones?|encargo|decision)|de parte|segun"
        r"|en nombre|a peticion|con (?:el )?(?:visto bueno|permiso|aval|autorizacion)) del?",
        intros=r"te escribe|le escribe|les escribe|soy|habla|aqui",
        claims=r"(?:identidad|cliente|usuario) (?:\S+ ){0,3}?(?:esta|ha sido|fue) (?:comprobad"
        r"|verificad|confirmad)",
        acts=r"cambia|modifica|restablece|desbloquea|concede|otorga|reembolsa|transfiere|elimina"
        r"|abona|paga|programa|facilita|pasa|envia|manda|entrega|da|comunica|muestra|sube|aumenta"
        r"|aplica",
        objects=r"contrasena|cuenta|acceso|codigo|permisos|reembolso|devolucion|dinero|datos|pago"
        r"|nominas?|historial|archivo|tarjeta|limite|descuento|direccion|telefono|expediente"
        r"|salario|contrato|iban",
        targets=r"(?:este|esta|a este|a esta|al) (?:cliente|persona|usuario|solicitante|llamante"
        r"|visitante|becari[oa]|contratista|senora?|interlocutor|nuev[oa] \w+)\b|(?:facilita|pasa"
        r"|da|envia|manda|muestra|entrega|comunica|di|transfiere|abona|reenvia)(?:le|les|selo"
        r"|sela|selos|selas)\b|(?:cuenta nueva|nueva cuenta|nuevo numero de cuenta|el que te paso)",
        permission=r"(?:puede|pueden|puedes) (?:\S+ ){0,2}?(?:abonar|dar|ver|recibir|acceder"
        r"|facilitar|enviar|pasar|entregar|transferir|mostrar)|tienes permiso|estas autorizad"
        r"|hazlo (?:ya|ahora)|que (?:el |la )?\S+ (?:\S+ )?vea\b",
        hedge=r"(?:aunque|incluso si|aun si|aun cuando|si) (?:\S+ ){0,6}?(?:diga|digan|dice"
        r"|afirme|afirma|asegure|alegue)\b[^.:]*",
    ),
    Shape(
        "de",
        ("leiter", "leitung", "abteilung", "freigegeben", "zugestimmt", "licht gegeben",
         "buchhaltung", "beauftragt", "vorgesetzt", "im auftrag", "laut "),
        roles=r"\w*(?:leiter|leiterin|leitung|chef|chefin|abteilung|beauftragte?|vorgesetzte?"
        r"|fuhrung|manager|administrator|vorstand|direktor|buchhaltung|sicherheitsteam)",
        approvals=r"(?:hat |haben |hatte |schon |bereits )*(?:genehmigt|freigegeben|autorisiert"
        r"|bestatigt|erlaubt|zugestimmt|grunes licht|abgesegnet|gepruft|einverstanden"
        r"|abgenommen|(?:ok|okay) gegeben)",
        sources=r"laut|im auftrag (?:der|des|von)|auf anweisung (?:der|des|von)|auf wunsch (?:der"
        r"|des)|namens (?:der|des)|mit (?:freigabe|genehmigung|zustimmung) (?:der|des|von)",
        intros=r"hier spricht|hier ist|ich bin|hier schreibt",
        claims=r"(?:wurde|wurden|ist|sind) (?:\S+ ){0,2}?(?:gepruft|verifiziert|bestatigt"
        r"|freigegeben) (?!werden)",
        acts=r"zahl|uberweis|trag|gib|schick|richte|erhoh|buch|send|nenn|setze|setz|andere"
        r"|entsperre|gewahre|erstatte|losche",
        objects=r"euro|iban|zahlung|bankverbindung|konto|gehalt|administratorkonto|zugang|zugriff"
        r"|passwort|kennwort|adresse|telefonnummer|daten|limit|rabatt|abrechnung|vollzugriff"
        r"|rechte|geld|(?:\d+ )+(?:euro|eur|chf)",
        targets=r"(?:dem|der|diese[mnrs]?) (?:kunden?|kundin|anrufer(?:in)?|besucher\w*"
        r"|dienstleister|nutzer|benutzer|praktikant\w*|person|antragsteller\w*)\b|(?:schick|gib"
        r"|sende|zahl|richte|uberweis|nenn|sag)\w* (?:\S+ ){0,2}?(?:ihm|ihnen)\b|(?:neue|neuen)"
        r" (?:konto|iban|bankverbindung)",
        permission=r"(?:darf|durfen|kann|konnen) (?:\S+ ){0,6}?(?:einsehen|sehen|bekommen|erhalten"
        r"|zugreifen)\b|du darfst|sie durfen",
        hedge=r"(?:auch wenn|selbst wenn|wenn|falls) (?:\S+ ){0,6}?(?:sagt|behauptet|angibt"
        r"|erklart|meint)\b[^.:]*",
        bypass=r"ohne (?:das |den |die |es )?\w+ zu (?:dokumentieren|protokollieren|melden"
        r"|prufen)",
    ),
    Shape(
        "fr",
        ("directeur", "directrice", "feu vert", "autoris", "approuv", "juridique",
         "informatique", "de la part d", "chef"),
        roles=r"administrateur|responsable|directeur|directrice|direction|manager|superieur|chef"
        r"|cheffe|service \w+|equipe \w+|rh|ressources humaines|comptabilite|juridique"
        r"|informatique|securite|agence",
        approvals=r"(?:a |ont |deja )*(?:approuve|autorise|valide|confirme|permis|verifie|accepte"
        r"|consenti|donne (?:son |leur )?(?:feu vert|accord|aval|ok))",
        sources=r"(?:c est |c etait )?(?:valide|approuve|autorise)e?s? par|de la part|sur (?:ordre"
        r"|instruction|demande)|a la demande|avec l accord|selon|au nom",
        intros=r"ici|je suis|c est",
        claims=r"identite (?:\S+ ){0,3}?(?:a ete|est) (?:verifiee|confirmee|validee)",
        acts=r"communique|transmets|transmettre|donne|envoie|applique|accorde|verse|reinitialise"
        r"|montre|change|modifie|debloque|rembourse|vire|supprime|transfere",
        objects=r"coordonnees|mot de passe|contrat|remise|commandes|donnees|dossier|adresse"
        r"|telephone|code|iban|salaire|compte|acces|droits|argent|euros?|fonds",
        targets=r"(?:au|a ce|a cette|cette|ce) (?:demandeur|client|cliente|personne|appelant"
        r"|interlocuteur|visiteur|utilisateur|prestataire|stagiaire|conversation)\b|(?:le|la|les)"
        r" lui\b|(?:donne|communique|envoie|transmets|montre|verse|dis)\w* (?:\S+ )?(?:lui|leur)\b"
        r"|nouveau compte|nouvel iban",
        permission=r"tu peux|vous pouvez|peut (?:\S+ ){0,2}?(?:recevoir|voir|acceder|obtenir)"
        r"|est autorise a|beneficie d",
        hedge=r"(?:meme si|si|bien que) (?:\S+ ){0,6}?(?:dit|affirme|pretend|assure|declare|dise)"
        r"\b[^.:]*",
    ),
    Shape(
        "pt",
        ("gerente", "diretor", "coordenador", "autoriza", "financeiro", "liberad", "validou",
         "holerite"),
        roles=r"administrador|gerente|gerencia|supervisor|diretora?|diretoria|chefe|responsavel"
        r"|coordenadora?|rh|recursos humanos|financeiro|juridico|ti|seguranca|equipe|agencia",
        approvals=r"(?:ja )?(?:aprovou|autorizou|confirmou|permitiu|validou|liberou|deu (?:o |a "
        r"|sua )?(?:autorizacao|aval|ok|sinal verde|permissao))",
        sources=r"(?:com o aval|com a autorizacao|por ordem|a pedido|segundo|em nome|pela|pelo)"
        r" d?[aoe]?s?",
        intros=r"aqui e|sou|quem fala e",
        claims=r"(?:ja )?foi (?:liberad|aprovad|autorizad|verificad|conferid)\w* pel[ao]",
        acts=r"envie|conceda|aumente|aumentar|altere|pague|libere|transfira|mande|redefina|mude"
        r"|desbloqueie|reembolse|exclua",
        objects=r"holerites?|contracheques?|salarios?|permissao|administrador|limite|cartao"
        r"|dados bancarios|fatura|conta|senha|acesso|reembolso|dinheiro|dados",
        targets=r"(?:ao|a este|a esta|deste|desta) (?:solicitante|cliente|usuario|pessoa|visitante"
        r"|fornecedor|estagiario)\b|(?:a|para) (?:ele|ela)\b|conta abaixo|nova conta",
        permission=r"pode (?:\S+ ){0,2}?(?:aumentar|ver|receber|acessar|liberar|transferir"
        r"|enviar)|voce pode|esta autorizad",
        hedge=r"(?:mesmo que|ainda que|se) (?:\S+ ){0,6}?(?:diga|afirme|alegue|diz)\b[^.:]*",
    ),
    Shape(
        "ru",
        ("уковод", "иректор", "ухгалтер", "добр", "азреш", "огласова", "аспоряж", "лужб"),
        roles=r"администратор|руковод|менеджер|начальни|директор|служба безопасности|бухгалтер"
        r"|отдел|департамент|служб|кадр|юрист|финансов",
        approvals=r"(?:уже )?(?:одобрил|разрешил|утвердил|подтвердил|санкционировал|согласовал"
        r"|дал\w* добро|проверил)",
        sources=r"по (?:распоряжению|указанию|поручению|приказу|просьбе)|с (?:разрешения|согласия"
        r"|одобрения)|от имени",
        intros=r"это|я|говорит|пишет",
        claims=r"я (?:\S+ ){0,3}?(?:согласовал|одобрил|разрешил|утвердил|проверил)",
        acts=r"оформи|внеси|проведи|сообщи|продиктуй|выдай|предоставь|переведи|отправь|передай"
        r"|сбрось|смени|измени|разблокируй|верни|удали",
        objects=r"скидк|плат[её]ж|сч[её]т|реквизит|адрес|телефон|права|администратор|доступ"
        r"|пароль|зарплат|деньг|данные|аккаунт|евро|рубл|доллар",
        targets=r"(?:этому|этой|этого|эту|этот) (?:клиент|пользовател|звонящ|сотрудни|посетител"
        r"|человек|подрядчик|заявител)\S*|звонящему|(?:выдай|дай|передай|отправь|сообщи"
        r"|продиктуй|предоставь|перешли|оформи|скажи)\S* (?:\S+ ){0,1}?(?:ему|ей|им|их)\b"
        r"|нов(?:ый|ые) (?:сч[её]т|реквизиты)",
        permission=r"(?:можно|разрешено|вправе) (?:\S+ ){0,2}?(?:сообщить|выдать|передать"
        r"|отправить|получить|видеть|предоставить)",
        hedge=r"(?:даже если|если|хотя) (?:\S+ ){0,6}?(?:говорит|скажет|утверждает|заявляет"
        r"|уверяет)\b[^.:]*",
    ),
    Shape(
        "ja",
        ("部長", "課長", "人事", "経理", "本社", "承認", "許可", "了承", "本人確認"),
        roles=r"部長|課長|係長|社長|本部長|室長|責任者|管理者|上司|マネージャー|人事部?|経理|総務"
        r"|本社|情報システム部|法務|担当者",
        approvals=r"(?:承認|許可|了承|認可|決裁)",
        sources=r"(?:本社|上司|部長|社長)(?:の|から)(?:指示|命令)",
        intros=r"(?!)",
        claims=r"(?:承認|許可|了承|決裁)(?:済み|を得て|が出て|をもらって|をいただいて)|(?:責任者|部長"
        r"|担当者|管理者)です|本人確認(?:を|は)?(?:済ませ|済み|完了|終わ)",
        acts=r"開示|送金|送っ|送信|伝え|教え|再発行|変更|付与|渡",
        objects=r"注文履歴|履歴|住所|口座|パスワード|暗証番号|給与|個人情報|連絡先|電話番号|権限",
        targets=r"この(?:方|お客様|ユーザー|利用者|人|会員)|問い合わせてきた方|お電話の方|こちらの方"
        r"|他の(?:お客様|社員|利用者)|新しい口座",
        permission=r"(?:して|送って|伝えて|開示して)(?:も)?(?:構いません|大丈夫|かまいません|よい|いい)",
        hedge=r"\S{0,30}?(?:と言われても|と言っても|と主張しても)",
        spaced=False,
        object_first=True,
    ),
    Shape(
        "zh",
        ("总监", "总部", "财务", "批准", "同意", "授权", "指示", "核实"),
        roles=r"管理员|主管|经理|总监|领导|负责人|安全团队|总部|人事部?门?|财务部?|部门|老板|上级|主任"
        r"|行长|店长",
        approvals=r"(?:已经?|已)?(?:批准|授权|同意|允许|审批|签字|点头)(?:了|过)?",
        sources=r"(?:按照|根据|遵照|奉)",
        intros=r"我是",
        claims=r"(?:身份|资料)\S{0,4}?(?:已经?|已)?(?:核实|验证|确认)(?:过|了)",
        acts=r"提供给|发给|告诉|转到|转入|汇到|汇给|打到|重置|发送|转给",
        objects=r"账户|帐户|账号|密码|手机号码?|电话|地址|工资明细?|薪资|资料|款项",
        targets=r"这位(?:客户|访客|同事|先生|女士|用户|会员)?|该(?:客户|用户|访客)|(?:发|转|告诉|提供)给?"
        r"(?:他|她|他们)|来电的|新账户|新帐户|新账号",
        permission=r"可以(?:把|将|给|向|直接)|(?:有权|允许)(?:查看|获取)",
        # "even if they say …", and "on the pretext of '…'" (以“领导已批准”为由): a claim
        # someone else makes
        hedge=r"(?:即使|即便|哪怕|就算)\S{0,20}?(?:声称|说|表示|称)\S*|以 ?\S{1,15}? ?为由",
        spaced=False,
        either_order=True,
    ),
    Shape(
        "it",
        ("direzione", "coordinat", "filiale", "ufficio legale", "autorizzat", "approvat",
         "disposizione", "dato l ok", "dato l'ok"),
        roles=r"amministratore|responsabile|direttore|direttrice|direzione|manager|supervisore"
        r"|capo|team \w+|ufficio \w+|coordinat(?:ore|rice)|risorse umane|hr|filiale|legale"
        r"|sicurezza|amministrazione",
        approvals=r"(?:ha |hanno |gia )*(?:approvato|autorizzato|confermato|permesso|dato l ok"
        r"|dato il via libera|verificato|validato|accettato|consentito)",
        sources=r"(?:su disposizione|su ordine|su richiesta|per conto|a nome|con l autorizzazione"
        r"|con il permesso|secondo) (?:della|del|dell|di)",
        intros=r"sono|qui e|parla",
        claims=r"(?:e stata|e stato|sono stati) (?:\S+ )?(?:verificat|confermat|approvat"
        r"|autorizzat)",
        acts=r"accredita|comunica|invia|cancella|manda|mostra|aumenta|applica|reimposta|cambia"
        r"|modifica|sblocca|concedi|rimborsa|trasferisci|elimina",
        objects=r"euro|conto|pin|carta|cartelle cliniche|dati|ordine|iban|stipend|indirizz"
        r"|telefono|sconto|password|account|accesso|permessi|rimborso|denaro",
        targets=r"(?:questo|questa|al|del|dal) (?:cliente|utente|chiamante|richiedente|visitatore"
        r"|persona|fornitore|stagista)\b|(?:comunica|invia|manda|da|dai|mostra|inoltra"
        r"|trasferisci)(?:gli|le|glielo|gliela|gliele|glieli)\b|conto indicato|nuovo (?:conto"
        r"|iban)",
        permission=r"(?:puo|possono|puoi) (?:\S+ ){0,2}?(?:vedere|ricevere|accedere|avere"
        r"|consultare)|sei autorizzat",
        hedge=r"(?:anche se|se|sebbene) (?:\S+ ){0,6}?(?:dice|dica|afferma|sostiene)\b[^.:]*",
        secrecy=r"non (?:registrar|annotar|verbalizzar|segnalar)\w*",
    ),
    Shape(
        "nl",
        ("directie", "teamleider", "toestemming", "goedkeuring", "namens", "afdelingsmanager",
         "gecontroleerd"),
        roles=r"\w*(?:manager|leider|leidinggevende|directeur|directie|beheerder|afdeling|hoofd)"
        r"|administrator|securityteam|hr|personeelszaken|financien|financieel|juridische|it",
        approvals=r"(?:heeft |hebben |al )*(?:goedgekeurd|toegestaan|bevestigd|geautoriseerd"
        r"|toestemming (?:gegeven|verleend)|akkoord (?:gegeven|gegaan)|groen licht"
        r"|gecontroleerd|geverifieerd|getekend)",
        sources=r"(?:met goedkeuring|met toestemming|namens|in opdracht|op verzoek|op last)"
        r"(?: van)?",
        intros=r"ik ben|hier is|u spreekt met",
        claims=r"(?:is|zijn|werd) (?:\S+ )?(?:gecontroleerd|geverifieerd)",
        acts=r"maak|stuur|boek|zet|geef|betaal|verhoog|reset|wijzig|verander|ontgrendel|verleen"
        r"|terugbetal|verwijder",
        objects=r"salaris|rekeningnummer|adresgegevens|wachtwoord|bedrag|terugbetaling|gegevens"
        r"|toegang|account|rechten|geld",
        targets=r"deze (?:medewerker|klant|beller|gebruiker|bezoeker|aanvrager|huurder|leverancier"
        r"|stagiair|persoon)\b|de (?:beller|aanvrager)\b|(?:geef|stuur|mail|betaal|toon|vertel)\w*"
        r" (?:\S+ ){0,2}?(?:hem|haar|hen)\b|nieuwe? rekeningnummer",
        permission=r"mag (?:\S+ ){0,8}?(?:ontvangen|zien|inzien|krijgen|hebben)\b|je mag|u mag"
        r"|krijgt de volledige",
        hedge=r"(?:ook (?:niet )?als|zelfs als|als|wanneer) (?:\S+ ){0,6}?(?:zegt|beweert|stelt)"
        r"\b[^.:]*",
    ),
    Shape(
        "pl",
        ("kierowni", "na polecenie", "koordynator", "zaakceptowa", "zgod", "zatwierdzi"),
        roles=r"administrator|kierowni\w*|przelozon\w*|menedzer|dyrektor|szef|zespol \w+|dzial"
        r"|zarzad\w*|koordynator|kadr\w*|ksiegow\w*|prawn\w*|it",
        approvals=r"(?:\S+ )?(?:zatwierdzil|zaakceptowal|autoryzowal|zezwolil|potwierdzil"
        r"|wyrazil\w* zgode|dal\w* zgode)",
        sources=r"na polecenie|z polecenia|w imieniu|za zgoda|na prosbe|zgodnie z decyzja",
        intros=r"tu|tutaj|mowi|pisze|jestem",
        claims=r"(?:zostala|zostal|zostalo) (?:\S+ )?(?:sprawdzon|zweryfikowan|potwierdzon"
        r"|zatwierdzon)",
        acts=r"przelej|podaj|udostepnij|nadaj|nadac|zresetuj|wyslij|przekaz|zmien|odblokuj"
        r"|przyznaj|zwroc|usun",
        objects=r"zwrot|konto|haslo|uprawnienia|dokumentacj|dane|adres|telefon|wynagrodzeni"
        r"|pieniadze|limit|dostep",
        targets=r"(?:temu|tej|tego|tym) (?:uzytkownik|klient|osob|dzwoniac|pracownik|wykonawc)\w*"
        r"|dzwoniacemu|klientowi|(?:podaj|przekaz|wyslij|daj|udostepnij)\w* (?:\S+ ){0,1}?"
        r"(?:mu|jej|im)\b|nowe konto|nowy numer konta",
        permission=r"(?:nalezy|mozna|moze|mozesz) (?:\S+ ){0,2}?(?:nadac|przekazac|udostepnic"
        r"|podac|wyslac|zobaczyc|otrzymac|przelac)",
        hedge=r"(?:nawet jesli|nawet gdy|jesli|chociaz) (?:\S+ ){0,6}?(?:mowi|twierdzi|powie"
        r"|zapewnia)\b[^.:]*",
    ),
    Shape(
        "tr",
        ("onay", "izin ver", "yetki", "muhasebe", "kaynaklar", "talimat", "ekib", "kimli"),
        roles=r"yonetici|mudur|amir|sef|direktor|guvenlik ekibi|insan kaynaklari|bilgi islem"
        r"|muhasebe|finans|hukuk|genel mudurluk|merkez|ekip",
        approvals=r"(?:onayladi|onay verdi|onaylandi|onaylamistir|izin verdi|yetkilendirdi"
        r"|dogruladi|dogrulandi|kabul etti|uygun gordu)",
        sources=r"(?!)",
        intros=r"ben|biz",
        claims=r"tarafimizca onaylandi|\S+ (?:talimatiyla|talimati ile|onayiyla)",
        acts=r"yukselt|yap|gonder|ilet|sifirla|aktar|ver|paylas|degistir|sil",
        objects=r"limit|odeme|iban|adres|sifre|hesab|maas|bordro|kimlik|erisim|yetki|iade|para",
        targets=r"arayan kisi\w*|bu (?:kullanici|musteri|kisi|uye|ziyaretci)\w*|musterinin|\bona\b"
        r"|kendisine|yeni (?:iban|hesap)|bu hesaba",
        permission=r"(?:verebilirsin|gonderebilirsin|paylasabilirsin|gorebilir|alabilir)",
        hedge=r"(?:\S+ ){0,6}?(?:soylese|dese|iddia etse|belirtse) bile",
        object_first=True,
    ),
    Shape(
        "ko",
        ("지점장", "팀장", "인사팀", "본사", "승인", "허락", "허가", "지시"),
        roles=r"관리자|상사|매니저|책임자|보안팀|지점장|팀장|부장|과장|본부장|대표|사장|인사팀|재무팀"
        r"|법무팀|본사|it ?팀",
        approvals=r"(?:승인|허가|허락|결재|동의)",
        sources=r"(?!)",
        intros=r"저는",
        claims=r"(?:본사|상부|회사|대표|경영진|관리자)\S* 지시에 따라|본인 확인\S* 끝났",
        acts=r"재설정|변경|해제|부여|삭제|초기화|보내|송금|알려|전달|이체",
        objects=r"비밀번호|계정|접근|권한|환불|송금|데이터|주소|연락처|계좌|원을|개인정보",
        targets=r"이 (?:고객|사용자|회원|분|손님|직원)\S*|문의한 분|(?:그|그녀|그분)에게|새 계좌",
        permission=r"(?:해도|보내도|알려 줘도|알려줘도) (?:됩니다|돼요|괜찮)",
        hedge=r"(?:\S+ ){0,5}?\S*(?:다고|라고) 해도",
        object_first=True,
    ),
    Shape(
        "ar",
        ("مدير", "رئيس", "الإدارة", "وافق", "أذن", "بتوجيه", "التحقق"),
        roles=r"مدير|المدير|المسؤول|المشرف|الإدارة|الادارة|رئيس|الموارد|قسم|فريق",
        approvals=r"(?:وافق|صادق|سمح|اعتمد|أذن)",
        sources=r"(?:وافق|وافقت|صادق|سمح|سمحت|أذن|أذنت|اذن|اعتمد|أقر|أجاز)\S*|(?:بتوجيه|بتوجيهات"
        r"|بناء على تعليمات|بأمر|بإذن|بموافقة)(?: من)?",
        intros=r"معك|أنا|انا|هنا",
        claims=r"تم التحقق من (?:هوية|هويه)",
        acts=r"حول|زود|امنح|أرسل|ارسل|أعد تعيين|اعد تعيين|غير|افتح|احذف",
        objects=r"مبلغ|دولار|الحساب|كلمة المرور|بعناوين|عناوين|أرقام|هواتف|صلاحية|رواتب|البيانات"
        r"|الأموال|المال",
        targets=r"(?:هذا|هذه) (?:المستخدم|العميل|المتصل|المتدرب|الشخص|الزائر|الموظف)|المتصل"
        r"|(?:أرسل|ارسل|وأرسل|وارسل|أعط|اعط)\S* ?(?:له|لها|لهم)\b|الحساب الجديد",
        permission=r"(?:يمكنك|يمكن) (?:\S+ )?(?:إرسال|منح|تحويل|إعطاء)|مسموح",
        hedge=r"(?:حتى لو|حتى وإن|ولو|وإن) (?:\S+ ){0,6}?(?:قال|يقول|ادعى|يدعي|زعم)\S*[^.:]*",
    ),
    Shape(
        "vi",
        ("truong", "phe duyet", "cho phep", "toi la", "theo chi", "nhan su"),
        roles=r"truong (?:chi nhanh|phong|nhom|ban|bo phan)|quan ly|quan tri vien|giam đoc"
        r"|phong \w+ \w+|bo phan \w+|nhom bao mat|sep|lanh đao",
        approvals=r"(?:đa )?(?:đong y|phe duyet|chap thuan|cho phep|xac nhan|uy quyen|duyet)",
        sources=r"theo (?:chi đao|yeu cau|lenh|quyet đinh) cua",
        intros=r"toi la",
        claims=r"(?:đa đuoc|đuoc) (?:kiem tra|xac minh|xac nhan)",
        acts=r"chuyen|gui|cap|đat lai|tang|cung cap|mo khoa|hoan tien|xoa",
        objects=r"tien|trieu|tai khoan|mat khau|quyen|bang luong|luong|đia chi|so đien thoai"
        r"|han muc|du lieu",
        targets=r"(?:khach hang|nguoi dung|nguoi goi|nha thau|nguoi) (?:nay|đang hoi)\b|cho (?:anh"
        r"|chi|ong|ba) ay\b|tai khoan moi",
        permission=r"(?:co the|đuoc phep) (?:\S+ ){0,2}?(?:xem|nhan|gui|cap)\b",
        hedge=r"(?:ke ca khi|ngay ca khi|du|neu) (?:\S+ ){0,6}?(?:noi|bao|khang đinh|tu xung)\b"
        r"[^.:]*",
    ),
    Shape(
        "id",
        ("kepala", "direksi", "koordinator", " izin", "menyetujui", "mengesahkan", "arahan",
         "keuangan"),
        roles=r"administrator|admin|manajer|atasan|direktur|direksi|pengelola|tim \w+|kepala \w+"
        r"|bagian \w+|koordinator|supervisor|hrd|sdm|keuangan|pimpinan|divisi \w+",
        approvals=r"(?:telah |sudah )?(?:menyetujui|mengizinkan|mengotorisasi|mengonfirmasi"
        r"|memberi izin|memberikan izin|mengesahkan)",
        sources=r"(?:atas|sesuai|berdasarkan) (?:arahan|perintah|instruksi|persetujuan)",
        intros=r"saya(?: adalah)?",
        claims=r"(?:identitas|data) (?:\S+ ){0,2}?(?:sudah|telah) (?:dicek|diperiksa|diverifikasi"
        r"|dikonfirmasi)",
        acts=r"naikkan|kirim\w*|berikan|bayar|transfer\w*|atur ulang|ubah|setel ulang|reset|ganti"
        r"|buka kunci|kembalikan|hapus",
        objects=r"limit|kartu|kata sandi|alamat|data|rekening|gaji|dana|uang|akun|akses"
        r"|izin",
        targets=r"(?:nasabah|pengguna|penelepon|pelanggan|orang|karyawan) ini\b|kepadanya"
        r"|kepada (?:dia|beliau)\b|rekening baru",
        permission=r"(?:boleh|bisa|dapat) (?:\S+ ){0,2}?(?:melihat|menerima|mengakses|dikirim)",
        hedge=r"(?:meskipun|walaupun|bahkan jika|jika) (?:\S+ ){0,6}?(?:mengaku|mengatakan|bilang"
        r"|menyatakan)\b[^.:]*",
    ),
)  # fmt: skip
SHAPE_OF = {s.code: s for s in SHAPES}
