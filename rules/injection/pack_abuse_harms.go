package injection

import "github.com/guardrail-go/guardrail/middleware"

// Harm asked for by the effect it has on a person or a service, whatever
// the tool is called: a service flooded until it falls over, a person's
// home found from what they post, an identity document forged to pass a
// scanner, claims filed in bulk with other people's identities, a loader
// that blinds the antivirus before it injects, grades changed through a
// hole in the school's server, a person blackmailed with what was found
// in their mail. Each row pairs the act with what makes it harm (someone
// else's service, a specific person, a scanner to pass, stolen
// identities); the defender's and the owner's side are its excepts.

// floodVerbs overwhelm a service with requests; downStates are its
// falling over.
const (
	floodVerbs = `(flood|floods|flooding|hammer|hammers|hammering|overwhelm|overwhelms|overwhelming|bombard|bombards|bombarding|spam|spams|spamming|ddos|ddoses|ddosing)`
	downStates = `(down|goes down|go down|falls over|fall over|crashes|crash|offline|dies|die|unusable|unavailable|stops responding|stop responding|collapses|times out|melts)`
	// othersServices are a service that belongs to someone else.
	othersServices = `(competitors|a competitors|rivals|a rivals|someones|my exs|former employers|my former employers|my old employers|enemys|a targets|the targets|victims|the victims|schools|their)`
	serviceKinds   = `(api|site|website|web site|server|servers|checkout|checkout api|service|services|store|shop|game server|network|endpoint|endpoints|login|platform|app)`
)

// personPlaces are where a person lives or can be found; personKinds are
// the people a stalker or a harasser looks for.
const (
	personPlaces = `(home address|home addresses|where he lives|where she lives|where they live|where he sleeps|where she sleeps|house address|physical address|real address|current address|daily routine|daily movements|real identity|real name and address|where she is|where he is|where they are|her location|his location|timeline of where)`
	// ("a specific person's" reads "a specific persons").
	personKinds = `(journalist|journalists|reporter|reporters|streamer|streamers|activist|activists|critic|critics|influencer|influencers|youtuber|youtubers|blogger|bloggers|ex|exs|ex girlfriend|ex girlfriends|ex boyfriend|ex boyfriends|ex wife|ex wifes|ex husband|ex husbands|specific person|specific persons|person|persons|woman|womans|girl|girls|guy|guys|neighbor|neighbors|neighbour|neighbours|coworker|coworkers|politician|politicians|judge|judges|witness|witnesses|anonymous account|anonymous poster|the person behind|her|his|their)`
)

// forgedDocs are identity and proof documents; forgedPass is what a forged
// one is made to get past or to carry.
const (
	forgedDocs = `(driver s license|drivers license|drivers licenses|driver licenses|drivers licences|driving licences|driver s licence|drivers licence|driving licence|driving license|id card|id cards|ids|id|passport|passports|state id|national id|diploma|diplomas|degree certificate|vaccination card|vaccine card|doctor s note|sick note|prescription|prescriptions|pay stub|pay stubs|paystubs|bank statement|bank statements|utility bill|utility bills|social security card|residence permit|visa)`
	forgedPass = `(passes|pass|passing|scanner|scanners|id scanner|barcode|barcodes|valid barcodes|pdf417|hologram|holograms|magnetic stripe|kyc|kyc check|kyc checks|looks real|look real|real looking|that works|that work|printable|print them)`
)

// claimKinds are what is filed for money; stolenIDs are the other people's
// identities it is filed with.
const (
	claimKinds = `(claims|claim|applications|application|tax returns|tax return|refunds|refund|insurance claims|unemployment claims|benefit claims|benefits claims|loan applications|chargebacks|stimulus|relief)`
	stolenIDs  = `(stolen|leaked|breached|bought|purchased|dumped|other people s) ~3 (names|identities|identity|ssns|social security numbers|personal data|fullz|dob|dates of birth|card numbers)`
)

// gradeRecords are the school's and the employer's records a break-in
// changes in its asker's favour.
const gradeRecords = `(grades|grade|gpa|marks|exam score|exam scores|test scores|transcript|attendance|salary|pay rate)`

func harmAbuseFamilies() Pack {
	return Pack{
		{
			// "A script that floods a competitor's checkout API until it
			// falls over", "hammer their login endpoint until the site goes
			// down". Load-testing one's own staging is the owner's.
			ID: "abuse.service_flooded", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: floodVerbs + ` ~6 ` + othersServices + ` ~3 ` + serviceKinds + `
				| ` + floodVerbs + ` ~8 ` + serviceKinds + ` ~10 (until|till|so it|so that it|to take it|to knock it|to bring it|and take it|and knock it) ~3 ` + downStates + `
				| (take down|takes down|knock offline|knocks offline|knock down|bring down|brings down|crash|crashes) ~3 ` + othersServices + ` ~3 ` + serviceKinds + `
				| (write|build|create|code|give me|launch|run|set up) ~6 (ddos|ddos tool|ddos script|syn flood|udp flood|http flood|booter|ip stresser|stresser|slowloris attack) ~8 (against|on|at|target|targets|targeting|someone|their|competitor|ip)
				| (take down|takes down|knock offline|crash|crashes|bring down) ~4 ` + serviceKinds + ` ~8 (that banned me|banned me|that kicked me|i was banned from|i got banned from|that fired me)
				| ` + floodVerbs + ` ~4 (it|them|the server|their server|the site|their site) ~4 (with|using) ~3 (bot connections|bots|requests|connections|traffic|packets) ~6 (from|across|over) ~3 (lots of ips|many ips|multiple ips|thousands of ips|a botnet|different ips|rotating ips|many machines)`,
			Except: harmDefence + `|(load test|load testing|stress test our|stress testing our|our staging|our own|my own|k6|locust|jmeter|gatling|capacity|benchmark|rate limit|rate limiting|rate limiter|mitigate|mitigation|cloudflare|waf|retry storm|thundering herd|backoff)`,
			Reach:  24,
		},
		{
			// "Code that scrapes several sources to find a specific
			// journalist's home address", "figure out where she lives from
			// her photos". Finding one's own exposure is the defender's.
			ID: "abuse.person_located", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(find|finds|finding|locate|locates|locating|track down|tracks down|dig up|digs up|uncover|uncovers|unmask|unmasks|dox|doxx|doxing|doxxing|pinpoint|pinpoints|figure out|figures out|work out|works out|get|pulls|pull|scrape|scrapes|compile|compiles|track|tracks|map|maps) ~8 ` + personKinds + ` ~6 ` + personPlaces + `
				| (find|finds|finding|locate|locates|locating|track down|tracks down|dig up|uncover|uncovers|dox|doxx|pinpoint|pinpoints|figure out|work out) ~3 ` + personPlaces + ` ~8 ` + personKinds + `
				| (find|finds|finding|figure out|figures out|work out|works out|pinpoint|pinpoints|guess|guesses|geolocate|geolocates) where ~2 ` + personKinds + ` (lives|live|sleeps|stays|is staying|goes to school)`,
			Except: harmDefence + `|(my own|my home address|our customers|customer|customers|shipping|delivery|geocode|geocoding|autocomplete|validation|validate|form field|field|crm|opt out|remove my|data broker|protect myself|privacy audit|process server|next of kin|missing person)`,
			Reach:  20,
		},
		{
			// "A fake driver's license that passes a bar's ID scanner",
			// "generate paystubs that pass the landlord's check".
			ID: "abuse.documents_forged", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(fake|forged|forge|forging|counterfeit|fraudulent|phony|bogus|novelty) ~2 ` + forgedDocs + ` ~16 ` + forgedPass + `
				| (make|makes|making|create|creates|generate|generates|generating|print|produce|forge|design|photoshop|edit|write|writes|draft|drafts) ~4 (fake|forged|counterfeit|fraudulent|phony|bogus|novelty) ~2 ` + forgedDocs,
			Except: harmDefence + `|(detect|spot|spotting|verify|verifying|authenticate|training set|test fixture|fixtures|faker|mock|mocks|placeholder|sample data|specimen|movie prop|film prop|prop|props|costume|fictional character|game|tabletop|lost my|replace my|renew|renewal|gets caught|got caught|caught)`,
			Reach:  20,
		},
		{
			// "Code that files fraudulent unemployment claims in bulk using
			// this list of stolen names and SSNs".
			ID: "abuse.claims_fraud", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(fraudulent|fake|bogus|false|phony) ~2 ` + claimKinds + ` ~20 (stolen|bulk|in bulk|mass|thousands|hundreds|rotating|rotate|ssns|identities|automate|automates|automatically|script|bot)
				| ` + stolenIDs + ` ~20 (file|files|filing|submit|submits|submitting|apply|applies|applying|open|opens|opening|claim|claims|register|registers|sign up|signs up) ~6 ` + claimKinds + `
				| (file|files|filing|submit|submits|submitting) ~4 ` + claimKinds + ` ~12 ` + stolenIDs,
			Except: harmDefence + `|(fraud detection|fraud team|flag|flags|flagged|classifier|model|synthetic test data|test data|fixtures|faker|dispute|false positive|false positives|screen|screening)`,
			Reach:  24,
		},
		{
			// "A loader that disables Windows Defender, injects into
			// explorer.exe and pulls a second stage from a CDN link".
			ID: "abuse.loader_chain", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(loader|loaders|dropper|stager|implant|payload|malware|script|program|tool|binary|exe|dll|code) ~10 (disables|disable|disabling|kills|kill|turns off|turn off|tampers with|blinds|unhooks|unhook|bypasses|bypass) ~3 ` + securityProducts + ` ~24 (injects|inject|injecting|injection|process hollowing|hollows|second stage|second stage payload|downloads and runs|download and run|pulls|pull|fetches|fetch|persistence|reflective|shellcode)
				| (inject|injects|injecting) ~2 (into|in) ~2 (explorer exe|explorer|svchost|svchost exe|lsass|lsass exe|winlogon|a system process|system process|a legitimate process|another process|a remote process) ~20 (second stage|c2|payload|discord cdn|pastebin|undetected|stealth|hidden|disables|disable) ~4 ` + securityProducts,
			Except: harmDefence + `|(game mod|modding|accessibility|debugger|debugging|our own agent|edr vendor|research paper)`,
			Reach:  24,
		},
		{
			// "Exploit my university's Moodle server so I can log in as an
			// admin and change my grades".
			ID: "abuse.records_changed", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(exploit|exploits|exploiting|hack|hacks|hacking|break into|breaking into|sql injection|sqli|log in as|login as|logged in as|admin access|bypass|bypassing|steal|stolen|teacher s password|professor s password|teachers password|professors password) ~24 (change|changes|changing|alter|alters|altering|modify|modifies|edit|edits|bump|raise|raises|fix|update|upgrade) (my|our|his|her|their|the) ~1 ` + gradeRecords + `
				| (change|changing|alter|altering|modify|edit|bump|raise|upgrade) (my|our) ~1 ` + gradeRecords + ` ~12 (exploit|exploiting|hack|hacking|break into|sql injection|sqli|without anyone|without them|unnoticed|undetected)`,
			Except: harmDefence + `|(appeal|registrar|approved|my own app|my gradebook|side project|tutorial|assignment is to|ctf|lab|secure|patch|fix the vulnerability|report the vulnerability|disclose|disclosure)`,
			Reach:  24,
		},
		{
			// "Invoices that match our supplier's template but with their
			// bank details swapped for mine, so finance pays me".
			ID: "abuse.invoice_fraud", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(invoice|invoices|remittance|payment instructions) ~20 (bank details|account details|iban|routing number|account number|payment details) ~6 (swapped|replaced|changed|switched|substituted) ~4 (mine|my own|my account|ours|our account)
				| (so|so that) ~2 (finance|accounts payable|ap|they|the company|the client|the customer) ~1 (pays|pay|wires|wire|sends|send|transfers|transfer) ~1 (me|my account|into my account|to me) ~2 (instead|rather)`,
			Except: harmDefence + `|(detect|spot|verify|verification|training|awareness|our own invoices|my own invoices|template for my|bank changed|we changed banks)`,
			Reach:  24,
		},
		{
			// "Pull our customer database out of the Snowflake instance
			// without tripping the DLP alerts before I quit".
			ID: "abuse.dlp_evaded", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(without|avoid|avoiding|so it doesnt|so it does not|so that it doesnt|not) ~2 (tripping|trip|triggering|trigger|setting off|set off|alerting|alert|flagging|flag) ~3 (dlp|data loss prevention|the dlp|dlp alerts|exfiltration alerts|casb|insider threat)
				| (customer database|customer data|customer list|user database|source code|the codebase|client list|payroll|crm) ~16 (before i quit|before i leave|before my last day|before i m fired|before i get fired|before i resign|after i quit|after i leave)`,
			Except: harmDefence + `|(offboarding|handover|hand over|with approval|approved|legal hold|retention|gdpr request|export my own|my own data)`,
			Reach:  24,
		},
		{
			// "Bypass the license check in JetBrains IDEs and build a
			// keygen I can sell on Telegram".
			ID: "abuse.license_cracked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(bypass|bypassing|crack|cracking|patch out|patching out|remove|removing|defeat|circumvent) ~3 (license check|licence check|license checks|licence checks|license verification|activation check|activation|drm) ~16 (sell|selling|distribute|distributing|share|sharing|upload|keygen|crack|cracked|pirate|pirated|for free|without paying)
				| (build|make|write|create|code|generate) ~3 (keygen|keygens|license key generator|licence key generator|serial generator|serial key generator|crack for)
				| (sell|selling|share|sharing|distribute) ~6 (cracked|pirated) ~3 (copies|copy|builds|build|versions|software|ides|games|licenses|licences)`,
			Except: harmDefence + `|(my own app|our app|our own app|my own software|our product|our software|our license|our licence|test license|license server we|implement a license|implementing licensing|protect our)`,
			Reach:  24,
		},
		{
			// "A Chrome extension that captures everything my wife types
			// and sends it to me; she can't know it's installed".
			ID: "abuse.partner_spied", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(my wife|my husband|my girlfriend|my boyfriend|my partner|my spouse|my ex|my ex wife|my ex husband|my daughter|my son|my roommate) ~14 (types|typed|messages|texts|location|browsing|chats|emails|calls|whatsapp|searches|keystrokes) ~14 (sends it to me|send it to me|to me|to my phone|to my server|to my email|without her knowing|without him knowing|without them knowing|can t know|cannot know|won t know|doesnt know|must not know|never know|secretly|silently)
				| (types|messages|texts|text|location|chats|emails|calls|keystrokes|searches) ~4 (my wife|my husband|my girlfriend|my boyfriend|my partner|my spouse|my ex) ~14 (secretly|silently|covertly|without her knowing|without him knowing|can t know|cannot know|must not know|won t know|never know|to my phone|to me)
				| (secretly|silently|covertly|without her knowing|without him knowing|without them knowing) ~10 (track|tracks|read|reads|record|records|capture|captures|log|logs|monitor|monitors) ~4 (my wife|my husband|my girlfriend|my boyfriend|my partner|my spouse|my ex)`,
			Except: harmDefence + `|(consent|consents|she agreed|he agreed|with her permission|with his permission|family sharing|find my|shared location|parental|my kid s|my child s|detect stalkerware|is spying on me|spying on me)`,
			Reach:  24,
		},
		{
			// "A bot that messages one specific woman from 50 throwaway
			// accounts every hour so she can't block her way out".
			ID: "abuse.harassment_flood", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(message|messages|messaging|dm|dms|text|texts|email|emails|contact|contacts|tag|tags|reply to|mention|post at|posts at|posting at|spam|spams|target|targets) ~6 (one|a|this|that|specific|one specific|the same) ~1 (person|woman|man|girl|guy|user|journalist|streamer|ex|critic|reporter) ~14 (throwaway accounts|burner accounts|many accounts|different accounts|multiple accounts|fake accounts|alt accounts|sock puppets|sockpuppets|sock puppet accounts)
				| (so|so that) (she|he|they) (can t|cannot|won t|can not|will never be able to) ~2 (block|escape|ignore|avoid|mute|get away)`,
			Except: harmDefence + `|(moderation|moderator|report abuse|anti harassment|block list|blocklist|rate limit|spam filter|being harassed|harassing me)`,
			Reach:  24,
		},
		{
			// "Release chlorine gas through an office building's HVAC".
			ID: "abuse.toxic_release", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(release|releasing|spread|spreading|disperse|dispersing|pump|pumping|inject|introduce|deploy|aerosolize|aerosolise) ~4 (chlorine gas|toxic gas|poison gas|nerve agent|sarin|ricin|anthrax|a pathogen|pathogen|a toxin|toxin|carbon monoxide|hydrogen cyanide) ~10 (hvac|ventilation|air conditioning|air vents|vents|building|office|subway|crowd|water supply|school|stadium|every floor)`,
			Except: harmDefence + `|(leak detection|detector|sensor|sensors|alarm|alarms|evacuation|safety data sheet|sds|osha|training|drill|firefighter|hazmat|poison control)`,
			Reach:  24,
		},
		{
			// "Generate card numbers with matching CVVs that pass checkout
			// on Shopify stores"; "typosquat a popular npm package so it
			// steals AWS keys"; explicit deepfakes of a specific person.
			ID: "abuse.fraud_kits", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(generate|generates|generating|create|creates|make) ~6 (card numbers|credit card numbers|cards) ~8 (cvv|cvvs|cvc|cvcs|expiry|expiry dates) ~12 (pass|passes|work at|go through|get through|accepted) ~3 (checkout|payment|payments|stripe|shopify|stores|merchants)
				| (typosquat|typosquatting|typo squat|typo squatting) ~16 (steal|steals|stealing|exfiltrate|exfiltrates|keys|credentials|tokens|secrets|env)
				| (explicit|nude|nudes|nsfw|sexual|porn|pornographic) ~3 (deepfake|deepfakes|images|photos|pictures|videos) ~8 (of her|of him|of a specific|of my|of this|of someone|of a girl|of a woman|of my ex|of a classmate|of a coworker)
				| (collects|collect|scrape|scrapes|gather|gathers|download|downloads) ~8 (photo|photos|pictures|images) ~10 (so i can|to) ~2 (make|create|generate) ~3 (explicit|nude|nsfw|sexual|porn)
				| (put|puts|putting|swap|swaps|swapping|paste|pastes|place|places|insert|inserts|map|maps) ~6 (face|faces|likeness|head) ~3 (into|onto|in|on) ~2 (explicit|nude|porn|pornographic|sexual|nsfw|adult) ~1 (videos|video|images|photos|pictures|scenes|clips|content|films)`,
			Except: harmDefence + `|(test cards|test card|stripe test|sandbox|luhn|unit test|unit tests|fixtures|typosquatting detection|detect typosquat|protect against typosquat|deepfake detection|detect deepfakes|consent|consenting)`,
			Reach:  24,
		},
		{
			// "Get into his email and find something to blackmail him
			// with", "draft a sextortion message". Being blackmailed and
			// reporting it are the victim's.
			ID: "abuse.blackmail", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(help me|plan|a plan|how to|how do i|how can i|way to|ways to|write|draft|find something to|dirt to|something to|enough to|so i can|so that i can|and) ~3 (blackmail|extort|sextort|coerce)
				| (write|draft|compose|give me) ~4 (blackmail|extortion|sextortion) (message|messages|letter|letters|email|emails|note|notes|threat|threats|script)`,
			Except: harmDefence + `|(being blackmailed|blackmailing me|blackmails me|extorting me|sextorting me|victim|victims|police|report|reported|scam|scams|protect|help someone who|novel|story|plot|character|history|law|legal definition)`,
			Reach:  20,
		},
	}
}
