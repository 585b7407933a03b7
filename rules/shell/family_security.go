package shell

import "strings"

// The security family: switching off a firewall, SELinux/AppArmor, the
// audit system, Gatekeeper/SIP, or deleting Time Machine backups. The
// Windows spellings (Set-MpPreference, netsh advfirewall, vssadmin) are
// text rules in fallback.go.
var securityCommands = []command{
	{names: words("ufw"), judge: firstArgIn(IDSecurityOff, "disable", "reset")},
	{names: words("setenforce"), judge: (*walker).judgeSetenforce},
	{names: words("iptables ip6tables"), judge: (*walker).judgeIptables},
	{names: words("nft"), judge: (*walker).judgeNft},
	{names: words("auditctl"), judge: (*walker).judgeAuditctl},
	{names: words("spctl csrutil firewalld aa-teardown tmutil"), judge: (*walker).judgeProtectionToggle},
}

// judgeSetenforce: SELinux to permissive.
func (w *walker) judgeSetenforce(_ string, args, full []field) {
	if len(args) > 0 && (args[0].s == "0" || strings.EqualFold(args[0].s, "permissive")) {
		w.emit(IDSecurityOff, "bash", fieldStrings(full))
	}
}

// judgeIptables: flushing the rules, or an INPUT policy of ACCEPT.
func (w *walker) judgeIptables(_ string, args, full []field) {
	o := parseOpts(args, "tP", "table", "policy")
	if o.has('F') || o.hasLong("flush", 3) {
		w.emit(IDSecurityOff, "bash", fieldStrings(full))
	}
	if p, ok := o.val("P", "policy"); ok && p == "INPUT" && len(o.ops) > 0 && o.ops[0].s == "ACCEPT" {
		w.emit(IDSecurityOff, "bash", fieldStrings(full))
	}
}

// judgeNft: nft flush ruleset.
func (w *walker) judgeNft(_ string, args, full []field) {
	if len(args) >= 2 && args[0].s == "flush" && args[1].s == "ruleset" {
		w.emit(IDSecurityOff, "bash", fieldStrings(full))
	}
}

// judgeAuditctl: deleting every audit rule (-D) or disabling auditing (-e 0).
func (w *walker) judgeAuditctl(_ string, args, full []field) {
	o := parseOpts(args, "e")
	if v, ok := o.val("e"); o.has('D') || ok && v == "0" {
		w.emit(IDSecurityOff, "bash", fieldStrings(full))
	}
}

// judgeProtectionToggle: the macOS and AppArmor switches (disable,
// --master-disable, teardown) and tmutil delete, which removes backups.
func (w *walker) judgeProtectionToggle(name string, args, full []field) {
	for _, a := range args {
		if a.s == "disable" || a.s == "--disable" || a.s == "--master-disable" || a.s == "teardown" || (name == "tmutil" && a.s == "delete") {
			id := IDSecurityOff
			if name == "tmutil" && a.s == "delete" {
				id = IDDeleteBackups
			}
			w.emit(id, "bash", fieldStrings(full))
		}
	}
	if name == "aa-teardown" {
		w.emit(IDSecurityOff, "bash", fieldStrings(full))
	}
}
