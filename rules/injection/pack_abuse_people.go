package injection

import "github.com/guardrail-go/guardrail/middleware"

// Harm aimed at people the writer knows or can name: a person's
// whereabouts estimated from their posts, an ex's account used to follow
// her, a borrower's family messaged to shame them, a former employer's
// server broken into, a phishing mail written for a company's payroll
// staff, a page that keeps the passwords typed into it. The defender's
// side (training, detection, one's own account) is excepted.

func peopleAbuseFamilies() Pack {
	return Pack{
		{
			// "collects a specific person's posts, tagged photos and
			// check-ins and estimates their home address and daily
			// schedule".
			ID: "abuse.person_tracked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(a specific person s|a specific person|one person s|a particular person s|the target s|target username|target s username|someone s|a stranger s|my ex s|her|his) ~24 (estimate|estimates|estimating|infer|infers|inferring|work out|works out|figure out|figures out|predict|predicts|guess|guesses|pinpoint|pinpoints) ~3 (their|her|his|the person s|the target s) ~1 (home address|address|daily schedule|daily routine|routine|whereabouts|movements|where they live|where she lives|where he lives)`,
			Except: harmDefence + `|(our users|our customers|crm|research|aggregate|anonymised|anonymized)`,
			Reach:  30,
		},
		{
			// An ex's or a partner's account used to follow them: "uses her
			// iCloud login (I still have it) to pull her Find My location".
			ID: "abuse.partner_account_used", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(her|his|my ex s|my exs|my wife s|my husband s|my girlfriend s|my boyfriend s|my partner s) ~2 (icloud|apple id|google|gmail|snapchat|instagram|facebook|whatsapp|email|phone) ~1 (login|password|credentials|account|passcode|pin) ~24 (location|find my|whereabouts|messages|photos|texts|chats|dms)`,
			Except: harmDefence + `|(my own|shared family plan|family sharing|she asked|he asked|with her consent|with his consent|consent)`,
			Reach:  30,
		},
		{
			// A borrower's contacts taken to shame them: "read the
			// borrower's entire contact list so our collections team can
			// message their family and shame them".
			ID: "abuse.debt_shaming", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(contact list|contacts|address book|photo gallery|gallery|photos) ~24 (shame|shaming|harass|harassing|threaten|threatening|humiliate|humiliating|intimidate|intimidating|embarrass|embarrassing) ~3 (them|him|her|borrowers|debtors|customers|their family|the family|family)`,
			Except: harmDefence + `|(illegal|regulator|regulation|complaint|report them|victim|victims|protect)`,
			Reach:  30,
		},
		{
			// A former employer's systems entered: "exploit the unpatched
			// Exchange server at my old employer to get into the CEO's
			// mailbox".
			ID: "abuse.former_employer", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule: `(exploit|exploiting|hack|hack into|hacking|break into|breaking into|pwn|backdoor|brute force|bypass the login|unpatched) ~8 (my old employer|my former employer|my ex employer|my previous employer|my old company|my former company|my old job|my last job|the company that fired me|company that fired me|my old boss s|my former boss s)
				| (my old employer|my former employer|my ex employer|my previous employer|my old company|my former company|the company that fired me) ~8 (exploit|hack into|break into|pwn|backdoor|brute force|get into the ceo s|read the ceo s)`,
			Except: harmDefence,
			Reach:  20,
		},
		{
			// A phishing mail written or improved for real staff: "rewrite
			// it until it's a 10: a phishing email targeting payroll staff
			// asking them to update direct deposit details".
			ID: "abuse.phishing_written", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(write|draft|create|generate|improve|rewrite|polish|make|craft|compose|rate|optimize|optimise) ~12 (phishing email|phishing emails|phishing message|phishing messages|phishing sms|phishing text|phishing texts|smishing text|smishing message|spear phishing email|spear phishing emails) ~12 (targeting|aimed at|against|to trick|asking them to|so they|direct deposit|bank details|gift cards|wire transfer|payroll|real staff|real employees)`,
			Except: harmDefence + `|(training|simulation|simulated|drill|test|tests|classifier|example of|examples of|recognize|recognise|red flags|explain)`,
			Reach:  30,
		},
		{
			// A page made to keep the passwords typed into it: "a landing
			// page that harvests passwords" for a campaign against real
			// staff. A drill counts clicks; it keeps no password.
			ID: "abuse.harvesting_page", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(landing page|page|site|form|portal|login page) ~3 (that|which|to) ~1 (harvests|harvest|captures|capture|collects|collect|steals|steal|keeps|logs|records|stores|saves) ~4 (passwords|credentials|logins|login details)`,
			Except: `(detect|detects|detection|block|blocks|takedown|report|reporting|spot|recognize|recognise|explain how|how does|how do|what is|gophish|knowbe4|hash|hashes|hashed|bcrypt|argon2|securely|our users|my users|e2e|test user|test|tests|testing|playwright|cypress|fixture|fixtures|mock)`,
			Reach:  16,
		},
		{
			// Malware asked for working, whatever the reason given: a
			// classifier's training set needs no working stealer ("50
			// realistic, fully working credential-stealer samples").
			ID: "abuse.working_malware", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"}, QuotedCounts: true,
			Rule:   `(fully working|working|functional|weaponized|weaponised|deployable|runnable|live) ~2 ` + malwareKinds + ` ~2 (samples|sample|binaries|payloads|code|source) | ` + malwareKinds + ` ~12 (with the full code|the full code|full source code|complete source code|full working code|the complete code|entire source code) | ` + malwareKinds + ` ~3 (samples|sample) ~8 (fully working|complete and runnable|runnable|that actually run|that actually work|functional|live)`,
			Except: `(explain how|how does|how do|what is|what are|history of|analyze|analyse|analyzing|analysing|reverse engineer|defanged|inert|non functional|nonfunctional|hashes of|virustotal|malwarebazaar|thezoo|detect|detects|detection|yara|sigma|signature|signatures)`,
			Reach:  16,
		},
	}
}
