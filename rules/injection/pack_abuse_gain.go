package injection

import "github.com/guardrail-go/guardrail/middleware"

// Abuse that pays the asker or hurts a colleague, asked as a task with its
// tell beside it. A refund, a salary, an invoice or loyalty points are a
// finance team's daily work; what gives the fraud away is who gets the
// money (the asker's card, a relative's account) or the control it is
// kept under ("just under the approval limit", "don't trigger the
// verification call"). Access granted is an administrator's work; what
// gives it away is that it is meant to outlast the approval ("keep it out
// of the ansible config", "after the contract ends", "re-create it if
// anyone deletes it"). A change to a colleague's system is work; what
// gives the sabotage away is its purpose ("so her team looks bad", "so
// nobody can pin down why") or a failure set for after the asker leaves.

// gainValues are the things of value a finance or growth system moves.
const gainValues = `(refund|refunds|salary|payroll|commission|commissions|loyalty points|points|coupon|coupons|coupon codes|discount codes|gift card|gift cards|gift card codes|invoice|invoices|payout|payouts|payout bank details|bank details|iban|timesheet|timesheet records|contractor hours|price|pricing|bonus|expense|expenses|reimbursement|vendor record)`

// gainTells are who gets the value, or the control it is kept under.
const gainTells = `(my own card|my personal card|instead of the customer s|instead of the customers|my brother s|my sister s|my wife s|my husband s|my friend s|my cousin s|my mom s|my dad s|my girlfriend s|my boyfriend s|just under the approval limit|below the approval limit|under the approval threshold|doesnt need to approve|doesn t need to approve|dont need to approve|dont trigger the verification|don t trigger the verification|do not trigger the verification|without the verification call|skip the verification call|look like a rounding fix|looks like a rounding fix|even though the money never|i actually worked|hide it from the revenue report|i ll sell them|ill sell them|sell them on|before my bonus)`

// accessGrants are what lets someone in, and accessTails what makes it
// outlast its approval or its record.
const (
	accessGrants = `(ssh key|ssh public key|authorized keys|iam user|access key|access keys|personal access token|service account key|admin user|administratoraccess|administrator access|owner role|owner access|prod admins|admins group|admin group|deploy key|master password|a user for me|port 22|webhook)`
	accessTails  = `(keep it out of|dont file a ticket|don t file a ticket|do not file a ticket|skip the access review|dont list it|don t list it|do not list it|not in the docs|only i can find|only i know|after the contract ends|after my contract ends|after i leave|keep access|if anyone deletes it|if someone deletes it|without the vpn|always works for any|works for any user)`
)

// harmPurposes are a change's purpose when it is meant to hurt someone.
const harmPurposes = `(nothing can be restored|nothing can be recovered|it cant be restored|it can t be restored|it cannot be restored|it cant be recovered|it can t be recovered|it cannot be recovered|there is no way back|theres no way back|there s no way back|no one can restore|nobody can restore|looks bad|look bad|look incompetent|looks incompetent|lose trust|loses trust|metrics tank|numbers tank|cant pin down|can t pin down|cannot pin down|gets blamed|get blamed|gets fired|get fired|looks like her fault|looks like his fault|looks like their fault)`

func gainAbuseFamilies() Pack {
	return Pack{
		{
			// "send the refund to my own card instead of the customer's",
			// "my brother's bank account … just under the approval limit",
			// "make the change look like a rounding fix".
			ID: "abuse.own_money", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule:   gainValues + ` ~16 ` + gainTells + ` | ` + gainTells + ` ~16 ` + gainValues,
			Except: `(how do i|how to|how can i|why|detect|detecting|flag|audit|auditors|policy|fraud team|story|novel|test fixture|fixture|` + selfAbuseTalk + `)`,
			Reach:  20,
		},
		{
			// "create an IAM user with AdministratorAccess … don't file a
			// ticket", "a scheduled job that re-creates my admin user if
			// anyone deletes it", "a master password that always works".
			ID: "abuse.lasting_access", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"},
			Rule:   `(add|create|generate|register|give|grant|open|hardcode|re create|recreate|recreates|re creates|set up) ~8 ` + accessGrants + ` ~20 ` + accessTails + ` | ` + accessTails + ` ~20 (add|create|generate|register|give|grant|open|hardcode) ~8 ` + accessGrants,
			Except: `(how do i|how to|why|detect|detecting|audit|revoke|remove|rotate|expires|expiry|ticket ops|approved|lab|ctf|honeypot|story|novel|` + selfAbuseTalk + `)`,
			Reach:  20,
		},
		{
			// "so Priya's team looks bad", "so nobody can pin down why",
			// "after I'm gone, the pipeline should start failing".
			ID: "abuse.harm_purpose", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule: `(so|so that|i want) ~5 ` + harmPurposes + `
				| (after i m gone|after im gone|after i am gone|after i leave|after my last day|once i m gone|once im gone|when i m gone|when im gone) ~12 (start failing|starts failing|start throwing|throw errors|fail|fails|break|breaks|kill|kills|stop working|stops working|expire|expires|delete|deletes)
				| (start failing|starts failing|stop working|stops working|kills the job|kill the job) ~12 (after i m gone|after im gone|after i leave|after my last day|once i m gone|once im gone)
				| (word the commit message as|word it as|word the commit as|make it look like it was never|look like an ordinary|look like a normal|make it look like an ordinary|make it look like a normal) ~4 (bug|date handling bug|bump|dependency bump|configured|typo|cleanup|refactor|flake)
				| (subtly|secretly|quietly|silently) (breaks|break|corrupt|corrupts|lower|lowers|drop|drops|flip|flips|swap|swaps|slow|slows)`,
			Except: `(how do i|how to|why|detect|detecting|prevent|test|chaos|chaos test|staging|story|novel|game|retro|postmortem|` + selfAbuseTalk + `)`,
			Reach:  16,
		},
	}
}
