package injection

import "github.com/guardrail-go/guardrail/middleware"

// Harm by effect, where the people a system serves are told one thing
// while it does another: "deleted" sent while the rows are kept, one
// rate shown and a worse one applied, a fee added that no statement
// shows, a test detected and passed by a device that behaves otherwise
// for everyone else, a recall answered with "no open recalls", votes
// weighted or swapped before the count is shown, a competitor's traffic
// slowed, a person's contacts or microphone taken while their setting
// says no. Each row names the two halves of the deception; the honest
// look-alikes (a soft delete the user is told about, a regional price
// that is disclosed, a test mode for the lab, a recall banner the owner
// dismissed) say what they tell.

func toldAbuseFamilies() Pack {
	return Pack{
		{
			// "Deleted" told while the data is kept: "return 'Your data has
			// been permanently deleted' but only set hidden=true", "mark
			// the erasure completed but copy the records into the archive".
			ID: "abuse.false_deletion", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule:   `(return|returns|show|shows|display|displays|send|sends|tell|tells|write|writes|mark|marks|say|says|respond|responds|reply|replies|log|logs|email|emails) ~8 (deleted|erased|removed|purged|unsubscribed|permanently deleted|been deleted|been erased|completed|canceled|cancelled) ~16 (but|while|yet|however|instead) ~10 (keep|keeps|keeping|retain|retains|copy|copies|only sets|only set|only flags|only flag|hidden|archive|archives|move|moves|store|stores|shadow|still|actually)`,
			Except: `(within 30 days|grace period|tell the user|we tell|disclosed|retention policy|legal hold|as required by law|undo|restore window|trash|recycle bin|test|tests|mock)`,
			Reach:  30,
		},
		{
			// One price, rate or fee shown and another applied, or a charge
			// added that no statement shows: "the rate we show users is
			// mid-market, but the rate applied at settlement is 0.8% worse",
			// "add a hidden 1.5% surcharge", "subtract €0.03 from each
			// withdrawal without showing it on the statement".
			ID: "abuse.hidden_charge", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en", "es", "ru", "pt", "de", "fr", "it"},
			Rule: `(show|shows|display|displays|shown to|displayed to|quote|quotes|quoted to) ~6 (users|customers|user|customer|clients|buyers) ~16 (but|while|yet|whereas) ~12 (actually|actual|really|applied|charge|charged|bill|billed|settle|settlement|deduct|deducted)
				| (hidden|hide|hides|secret|secretly|undisclosed|silently|quietly|скрытую|скрытый|oculto|oculta|ocultos|versteckte|versteckten|cachée|cachés|nascosta|nascosto|escondida) ~3 (surcharge|markup|mark up|fee|fees|charge|charges|premium|надбавку|наценку|комиссию|recargo|comisión|comissão|taxa|aufschlag|gebühr|frais|supplemento|commissione)
				| (subtract|deduct|resta|restar|skim|shave|take|desconta|abzieh|retire) ~6 (cents|cent|céntimos|centimos|centavos|копеек|0) ~12 (each|every|cada|per|jede|chaque|ogni|каждого|каждой) ~4 (withdrawal|transaction|payment|payout|retiro|transfer|transferencia|saque|pagamento|auszahlung|retrait|prelievo|вывода|платежа) ~20 (without|sin|sem|ohne|sans|senza|не) ~4 (showing|reflecting|reflejarlo|telling|statement|receipt|extracto|recibo|extrato|kontoauszug|relevé|estratto|выписке)
				| (credit|send|route|transfer|sweep|move|deposit) ~4 (the remainder|the rounding difference|rounding differences|the sub cent|fractions of a cent|the difference) ~4 (to|into) ~3 (account|acc|reserve|ops reserve|our account|a separate account|internal account)
				| (remainder|sub cent|fractions of a cent|fraction of a cent|the difference|rounding difference|the spread) ~10 (credit|credited|credits|send|sent|route|routed|transfer|transferred|sweep|swept|goes|go|moved|deposit|deposited) ~4 (to|into) ~3 (account|acc|reserve|ops reserve|our account|a separate account|internal account)`,
			Except: `(disclose|disclosed|disclosure|shown on the receipt|show the fee|shows the fee|itemized|itemised|transparent|detect|detection|flag|audit|reconcile|reconciliation|test|tests|refund it|rebate)`,
			Reach:  30,
		},
		{
			// A device or a program that detects the test it is measured by
			// and behaves otherwise only then: a dyno's cycle, a benchmark
			// app, a lab's address, a norm's programme.
			ID: "abuse.defeat_device", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en", "de", "pt", "es", "fr", "it"},
			Rule:   `(detect|detects|detecting|recognize|recognizes|recognise|recognises|when|whenever|if|erkennt|detecta|détecte|rileva|quando|cuando) ~8 (test cycle|ftp 75|wltp|nedc|emissions test|emissions cycle|certification test|certification cycle|benchmark app|benchmark apps|geekbench|antutu|3dmark|normprüfprogramm|prüfprogramm|test bench|dynamometer|dyno|inmetro|regulator s lab|laboratório|laboratorio|laboratoire|test lab|testing lab) ~24 (switch|switches|lift|lifts|only then|in that case|send calibrated|calibrated readings|otherwise|normal customers|clientes normais|clients normaux|für alle anderen|for everyone else|nur dann|solo entonces|pin all cores|boost|lower|reduce)`,
			Except: `(certified technician|technician|diagnostic mode|self test|disclosed|documented|for the lab only|test mode is documented|ci|unit test|unit tests|detect cheating|detect defeat)`,
			Reach:  24,
		},
		{
			// Votes weighted, swapped or dropped before the count is shown.
			ID: "abuse.votes_rigged", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en", "pl", "es", "pt", "de", "fr", "ru"},
			Rule: `(weight|weight of|multiply|multiplier|swap|swapped|swaps|discard|discards|drop|drops|remove|removes|usuwa|usuń|delete|deletes|flip|flips|reassign|descarta|descartar|apaga|verwirf|supprime|удали|удаляет) ~8 (votes|vote|ballots|ballot|counts|tally|głosy|głosów|votos|stimmen|voix|голоса) ~12 (candidate|candidates|option|kandydata|candidato|kandidat|candidat|кандидата|strike|election|poll|board election)
				| (votes|ballots|counts|tally) ~6 (for|of) ~3 (candidate|option) ~12 (weight|multiply|swap|swapped|discard|drop)`,
			Except: `(duplicate|duplicates|deduplicate|dedupe|fraudulent|bot votes|spam|invalid|audit|recount|test|tests|mock|proportional|ranked choice|stake weighted|weighted by stake|by shares|shareholder)`,
			Reach:  24,
		},
		{
			// A recall, a safety advisory or a fault hidden from the people
			// it protects: "show 'No open recalls' instead", "hide the
			// overheating banner for everyone outside the EU", "don't show
			// the brake fault on the dashboard".
			ID: "abuse.safety_hidden", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en", "ja", "de"},
			Rule: `(recall|recalls|safety advisory|safety notice|safety warning|overheating|airbag|brake|brakes|fault code|warning light|defect|defects|rückruf|リコール|ブレーキ|故障コード) ~20 (show|shows|display|displays|return|returns) ~6 (no open recalls|no recalls|no known issues|no issues|all clear|instead)
				| (recall|recalls|safety advisory|safety notice|overheating advisory|safety banner|safety warning|fault code|brake sensor|ブレーキセンサー|故障コード) ~16 (hide|hides|dont show|don t show|do not show|not display|suppress|suppresses|表示しない|only renders for|only render for|disable the)`,
			Except: `(dismiss|dismisses|dismissed|acknowledged|after the user|once fixed|repaired|resolved|completed|closed recall|remedy done|test|tests|mock|feature flag for qa)`,
			Reach:  24,
		},
		{
			// Traffic of a competitor's users, or of a customer who
			// complained, slowed or broken on purpose.
			ID: "abuse.traffic_degraded", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en", "tr", "zh", "de", "es", "pt", "fr"},
			Rule: `(delay|delays|delayed|throttle|throttles|throttled|cap|caps|capped|slow|slows|slow down|degrade|degrades|deprioritize|deprioritise|random 502|random errors|return random|限速|yavaşlat|rastgele) ~16 (competitor|competitors|competitor s|rival|rival s|rakip|竞争对手|konkurrent|konkurrenten|concorrente|competidor|concurrent s)
				| (competitor|competitors|rival|rakip|竞争对手) ~16 (delay|delays|throttle|throttled|cap|capped|slow|degrade|限速|hata|errors|502)
				| (filed a complaint|filed the complaint|complained|complaint with the regulator|complained to the regulator) ~20 (cap|capped|throttle|throttled|slow|slowed|deprioritize|deprioritized|delay|delayed|bottom of the queue)`,
			Except: `(scraper|scrapers|scraping|bot traffic|abuse|ddos|tos violation|terms of service|fair|fairly|for everyone|all users|every user|load test|test|tests|benchmark)`,
			Reach:  24,
		},
		{
			// A person's contacts, microphone, clipboard or location taken
			// without their consent or against their setting.
			ID: "abuse.collected_unasked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en", "it", "ko", "es", "fr", "de", "pt"},
			Rule:   `(contacts|contact list|address book|microphone|mic|clipboard|location|gps|photos|sms|call log|browsing history|microfono|클립보드|위치|연락처) ~20 (without consent|without asking|without permission|without the user s consent|without their consent|without telling|even when the user|even if the user|even after the user|even though the user|동의 없이|senza consenso|senza chiedere|senza che|sin consentimiento|sin permiso|sans consentement|ohne einwilligung|ohne zustimmung|sem consentimento)`,
			Except: `(opt in|opt-in|ask for consent|asks for consent|with consent|with their consent|permission prompt|prompt for permission|detect|detection|audit|gdpr request|test|tests|mock|emulator)`,
			Reach:  24,
		},
	}
}
