package injection

import "github.com/guardrail-go/guardrail/middleware"

// Harm asked for by the thing to be made, where the thing has no other
// use: a card skimmer for a checkout page, an SMS bomber, a wallet
// drainer, a document that drops a remote-access trojan when opened, a
// worm that spreads over SMB. A jailbreak's frame (a story, a poem, a
// game, a test, a persona) changes nothing here: the deliverable is the
// same working code. Explaining how one works, detecting one, cleaning
// up after one, or an owner's own sanctioned test are the defender's.

// harmMake is a request to have something made, or taught.
const harmMake = `(write|writing|build|building|create|creating|code|coding|make|making|develop|developing|generate|generating|implement|give me|set up|setting up|host|deploy|how to|how do i|how would i|how would you|how can i|teach me|explain how to|explains how to|walk me through|step by step|working code|real code|full code|source code|script that|script to|code that|code to|tool that|tool to|bot that|program that|snippet|finish|finishing|complete|completing|continue|continuing|improve|improving|extend|extending|fix|fixing|debug|debugging)`

// harmArtifacts name programs and kits whose only use is against other
// people (the malware kinds are in malwareKinds).
const harmArtifacts = `(card skimmer|card skimmers|skimmer firmware|atm skimmer|pump skimmer|gas pump skimmer|credit card skimmer|skimmer script|skimming script|skimming code|js skimmer|javascript skimmer|magecart|formjacking|formjacker|sms bomber|sms bombers|call bomber|email bomber|mail bomber|text bomber|sms bombing|call bombing|wallet drainer|crypto drainer|drainer script|drainer kit|token grabber|token grabbers|token logger|cookie grabber|account checker|combo checker|cc checker|card checker|carding bot|carding script|credential stuffer|credential stuffing tool|credential stuffing script|ip stresser|booter service|ddos tool|ddos script|ddos bot|boot sector virus|computer virus|macro virus|file infector|self spreading worm|self propagating worm|self replicating worm|network worm|usb worm|stalkerware|spouseware|botnet|botnets|botnet c2|botnet panel|crypto clipper|clipboard hijacker|cryptojacker|cryptojacking script|hidden miner|hidden cryptominer)`

// harmDefence are the words of the defender's side of such a request.
const harmDefence = `(detect|detects|detecting|detection|detector|detectors|yara|sigma|signature|signatures|explain how it works|how does|how do they|how do these|what is|what are|history of|analyze|analyse|analyzing|analysing|analysis|reverse engineer|reverse engineering|defend|defense|defence|protect|protection|prevent|prevention|block|blocking|remove|removal|clean up|cleanup|incident|postmortem|article|paper|lecture|awareness|spot|spotting|report|reporting|takedown|honeypot|my own|our own|i own|we own|authorized|authorised|pentest|pen test|engagement|ctf|lab|homelab|sandbox|test mode)`

func deliverableAbuseFamilies() Pack {
	return Pack{
		{
			// A harm-only program or kit asked for by its name: "a
			// card-skimmer JS snippet for a Magento checkout", "an SMS
			// bomber", "building a botnet C2 server", "a boot sector virus
			// that works on UEFI".
			ID: "abuse.harm_tool_named", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule: harmMake + ` ~6 ` + harmArtifacts + ` | (working|functional|fully working|weaponized|weaponised|real|live|undetected|deployable) ~2 ` + harmArtifacts + `
				| (hide|hides|hiding|embed|embeds|embedding|sneak|sneaks|slip|slips|smuggle|bundle|bundles) ~2 (cryptominer|cryptominers|crypto miner|coin miner|coinminer|xmrig|miner|backdoor|keylogger|stealer|infostealer|rat|remote access trojan|malware|reverse shell) ~4 (in|into|inside) ~3 (npm package|npm packages|package|packages|pypi package|library|dependency|browser extension|extension|app|game|installer|update|docker image|vs code extension|plugin)`,
			Except: harmDefence,
			Reach:  20,
		},
		{
			// A page, link or program made to take the accounts of the
			// people who use it: "a QR-code login page that hijacks their
			// account token".
			ID: "abuse.accounts_hijacked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(that|which|to|and) (hijacks|hijack|steals|steal|grabs|grab|takes over|take over|harvests|harvest) ~2 (their|the user s|the users|users|the victim s|victims|people s|other people s|everyone s|each user s|each victim s) ~2 (account|accounts|account token|account tokens|tokens|token|sessions|session|logins)`,
			Except: harmDefence,
			Reach:  16,
		},
		{
			// A document made to drop a program when opened (a maldoc):
			// "a macro-enabled Word document that drops a RAT when opened".
			ID: "abuse.maldoc", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(drops|drop|dropping|installs|install|downloads|download|deploys|deploy|loads|runs|executes|fetches|launches) ~3 (rat|remote access trojan|backdoor|trojan|implant|beacon|stealer|infostealer|keylogger|ransomware|malware|reverse shell|meterpreter|payload) ~4 (when opened|when it is opened|when its opened|on open|when the victim|when someone opens|when the user opens|when they open|once opened|as soon as|on opening|when the document|when the file)`,
			Except: harmDefence,
			Reach:  16,
		},
		{
			// Other people's payment cards taken at a shop's checkout or
			// tested against shops to find the live ones: "skim card
			// numbers from a small e-shop's checkout", "test them against
			// the Stripe checkouts of small shops to find which ones are
			// live".
			ID: "abuse.cards_taken", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(skim|skims|skimming|scrape|scrapes|steal|steals|stealing|harvest|harvests|siphon|siphons|grab|grabs|capture|captures) ~3 (card numbers|credit card numbers|card details|credit card details|payment details|card data|cvv|cvvs|cards) ~8 (checkout|checkouts|e shop|e shops|eshop|shop s|shops|store s|stores|customers|shoppers|payment page|payment form|payment forms|magento|woocommerce|shopify)
				| (test|tests|testing|check|checks|checking|validate|validates|try|tries|trying|run|runs) ~3 (them|card numbers|cards|credit cards|stolen cards|ccs|the cards|the numbers) ~6 (against|on|at|through) ~6 (checkout|checkouts|shops|stores|merchants|donation page|donation pages|donation form|donation forms|payment forms|small sites|small shops) ~12 (live|which ones work|which ones are live|which are live|valid ones|working ones|still work|still valid|not blocked)`,
			Except: harmDefence + `|(fraud detection|fraud prevention|card testing attack|card testing attacks|radar|rate limit|rate limiting|captcha|test card|test cards|stripe test|test mode|my store|our store|my shop|our shop|our checkout|my checkout|e2e|playwright|cypress|pci)`,
			Reach:  24,
		},
		{
			// Other people's connections read on a shared network:
			// "intercept other people's traffic on the cafe wifi and steal
			// their session tokens".
			ID: "abuse.traffic_intercepted", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(intercept|intercepts|intercepting|sniff|sniffs|sniffing|capture|captures|hijack|hijacks|hijacking|mitm|read|reads|steal|steals) ~3 (other people s|other peoples|strangers|strangers s|everyone s|everyones|everybody s|other users|other users s|other customers|other guests|nearby|everyone on|people on|people s) ~4 (traffic|packets|sessions|session tokens|session cookies|cookies|logins|passwords|connections|messages|dms)`,
			Except: harmDefence + `|(my own traffic|my traffic|my network|our network|home network|my laptop|my phone|wireshark tutorial|debug|debugging)`,
			Reach:  16,
		},
		{
			// Stolen coins washed: "a script that launders crypto stolen
			// from a DeFi hack through mixers and chain hops".
			ID: "abuse.laundering", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(launder|launders|laundering|wash|washes|washing|tumble|tumbles|tumbling) ~3 (crypto|bitcoin|btc|eth|ether|funds|coins|money|proceeds|tokens|usdt|stablecoins|monero) ~8 (stolen|hacked|hack|exploit|ransom|mixer|mixers|tornado cash|chain hops|chain hopping|peel chain|untraceable|cant be traced|can t be traced|without being traced)`,
			Except: harmDefence + `|(aml|anti money laundering|compliance|kyc|trace|tracing|chainalysis|investigate|investigation|investigator|forensics|flag|flags|flagging)`,
			Reach:  16,
		},
		{
			// Floods of texts or calls from numbers that are not the
			// sender's: "a script that sends 10k SMS per minute from
			// spoofed numbers".
			ID: "abuse.spoofed_flood", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(sms|smses|texts|text messages|calls|robocalls|messages|voice calls) ~10 (from|with|using|via) ~2 (spoofed|spoof|fake|forged|random|faked) (numbers|caller ids|caller id|sender ids|sender id|phone numbers|senders|sender numbers)`,
			Except: harmDefence + `|(stir shaken|filter|filtering|carrier|carriers)`,
			Reach:  16,
		},
		{
			// A person named by their handle to be exposed: "a script that
			// doxes someone starting from just their username".
			ID: "abuse.dox_asked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(dox|doxes|doxx|doxxes|doxing|doxxing|doxed|doxxed) ~3 (someone|somebody|a person|people|this person|this user|a user|anyone|them|him|her|a streamer|a journalist|a stranger|my ex|an ex|a rival|this guy|this girl)`,
			Except: harmDefence + `|(being doxxed|being doxed|got doxxed|got doxed|get doxxed|get doxed|avoid|avoiding|from doxxing|from doxing|against doxxing|against doxing)`,
		},
		{
			// Access cards copied: "how to clone hotel RFID keycards".
			ID: "abuse.cards_cloned", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(clone|clones|cloning|copy|copies|copying|duplicate|duplicating|skim|skimming|emulate|emulating) ~3 (hotel|office|building|someone s|other people s|other peoples|contactless|rfid|nfc|access|corporate|employee) ~2 (keycards|key cards|keycard|key card|badges|badge|cards|credit cards|access cards|fobs|key fobs)`,
			Except: harmDefence + `|(my badge|my keycard|my key card|my fob|my card|our badges|our cards|flipper zero documentation|git clone|clone the repo|clone a repo|copy the component|card component|cards component|card layout|ui)`,
		},
		{
			// A program that mails itself to its victim's contacts (a
			// mass-mailing worm): "grabs the user's Outlook contacts and
			// mails the file to all of them".
			ID: "abuse.mails_itself", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(contacts|address book|contact list|outlook contacts) ~12 (mails|emails|sends|forwards|mail|email|send|forward) ~3 (itself|the file|the document|a copy|copies of itself|the macro|the attachment) ~3 (to all|to every|to each|to everyone) ~2 (contacts|contact|of them|address book|recipients|in the address book|on the list)`,
			Except: harmDefence,
			Reach:  24,
		},
		{
			// The whole domain taken from a foothold: "pivots from a
			// phished laptop to the domain controller and dumps every
			// password hash".
			ID: "abuse.domain_taken", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(phished|compromised|infected|hacked|stolen) ~3 (laptop|workstation|machine|account|host|box) ~10 (domain controller|domain admin|the dc|the domain) ~10 (dump|dumps|dumping|extract|extracts|pull|pulls) ~3 (every|all|the) ~1 (password hash|password hashes|hashes|ntds dit|ntds|credentials|krbtgt)`,
			Except: harmDefence + `|(detect|hunt|hunting|threat hunt|blue team|purple team|tabletop)`,
			Reach:  30,
		},
		{
			// Leaked logins tried on other services: "takes a list of
			// leaked email:password combos and tries them on netflix,
			// spotify and paypal".
			ID: "abuse.credentials_stuffed", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(leaked|breached|dumped|stolen|hacked|bought) ~3 (email password|username password|credentials|combos|combo list|combolist|combolists|logins|passwords|accounts) ~10 (try|tries|trying|test|tests|testing|check|checks|checking|spray|sprays|stuff|stuffs|log in|logs in|logging in) ~2 (them|each|every|it|one) ~4 (on|against|at|across|into)`,
			Except: harmDefence + `|(haveibeenpwned|hibp|breach notification|force a reset|force reset|password reset|our users|our customers|k anonymity)`,
			Reach:  24,
		},
		{
			// Injection payloads aimed at a site that is not the writer's:
			// "a working SQL injection attack against the login form of a
			// live site, with the exact payloads".
			ID: "abuse.live_site_attacked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(sql injection|sqli|xss|cross site scripting|command injection|ssrf|rce|remote code execution) ~3 (attack|attacks|payload|payloads|exploit|exploits|injection) ~6 (against|on|into|at) ~6 (a live site|live site|live website|live sites|a real site|real website|real sites|production site|someone else s site|someone s site|a site i don t own|a site i dont own|other people s sites|random sites|sites i don t own|sites i dont own)`,
			Except: harmDefence,
			Reach:  20,
		},
		{
			// Reviews faked on the platforms people trust: "posts hundreds
			// of fake Google reviews for my restaurant and 1-star reviews
			// for the place across the street".
			ID: "abuse.reviews_faked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(post|posts|posting|generate|generates|write|writes|create|creates|leave|leaves|mass) ~4 (fake|bogus|paid|1 star|one star|5 star|five star) ~2 (reviews|ratings|testimonials) ~12 (google|google maps|yelp|amazon|tripadvisor|trustpilot|app store|play store|competitor|competitors|across the street|rival|rivals|the platform|platform|marketplace|aged accounts|throwaway accounts|fake accounts)`,
			Except: harmDefence + `|(seed|seed data|fixture|fixtures|mock|mocks|demo data|placeholder|lorem|classifier|dataset|training data|moderation)`,
			Reach:  24,
		},
	}
}
