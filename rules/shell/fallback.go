package shell

import (
	"encoding/base64"
	"regexp"
	"strings"
	"unicode/utf16"
)

// textRule is a regular expression over lower-cased text, guarded by
// literal keywords: the regex runs only when one keyword is present, so
// the cost of a benign command is a few substring searches.
type textRule struct {
	id    string
	shell string
	keys  []string
	re    *regexp.Regexp
}

// winTextRules catch PowerShell and cmd.exe, which the POSIX parser cannot
// read, and a few Windows tools whose danger is in one argument.
var winTextRules = []textRule{
	{IDDiskFormat, "powershell", []string{"format-volume", "clear-disk", "initialize-disk"}, regexp.MustCompile(`\b(format-volume|clear-disk)\b|\binitialize-disk\b.*-partitionstyle`)},
	{IDDiskFormat, "cmd", []string{"format", "diskpart"}, regexp.MustCompile(`(^|[\s;&|(])format(\.com)?\s+[a-z]:|\bdiskpart\b[\s\S]*\bclean\b`)},
	{IDDeleteBackups, "cmd", []string{"vssadmin", "shadowcopy", "bcdedit", "wbadmin", "win32_shadowcopy"}, regexp.MustCompile(`\bvssadmin(\.exe)?\s+(delete|resize)\s+shadow|\bshadowcopy\s+delete\b|\bbcdedit\b.*\b(recoveryenabled\s+no|bootstatuspolicy\s+ignoreallfailures)|\bwbadmin(\.exe)?\s+delete\s+(catalog|systemstatebackup|backup)|win32_shadowcopy.*\.delete\(`)},
	{IDLogWipe, "cmd", []string{"wevtutil", "clear-eventlog", "remove-eventlog", "deletejournal", "limit-eventlog"}, regexp.MustCompile(`\bwevtutil(\.exe)?\s+(cl|clear-log)\b|\b(clear|remove)-eventlog\b|\busn\s+deletejournal\b`)},
	{IDHistoryWipe, "powershell", []string{"clear-history", "historysavestyle", "historysavepath"}, regexp.MustCompile(`\bclear-history\b|historysavestyle\s+savenothing|(remove-item|\bri\b|\bdel\b|\brm\b|clear-content).*historysavepath`)},
	{IDPipeShell, "powershell", []string{"iex", "invoke-expression"}, regexp.MustCompile(`\b(iex|invoke-expression)\b[\s\S]{0,200}\b(downloadstring|downloaddata|iwr|irm|invoke-webrequest|invoke-restmethod|net\.webclient|start-bitstransfer)\b|\b(iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring)\b[^|\n]*\|\s*(iex|invoke-expression)\b`)},
	{IDDownloadLolbin, "cmd", []string{"certutil", "bitsadmin", "certreq", "mshta", "regsvr32", "imewdbld", "esentutl", "replace", "expand", "extrac32"}, regexp.MustCompile(`\bcertutil(\.exe)?\b.*\s-(urlcache|verifyctl)\b.*(https?|ftp)://|\bbitsadmin(\.exe)?\b.*\s/transfer\b|\bcertreq(\.exe)?\b.*\s-post\b|\bmshta(\.exe)?\s+["']?(https?|javascript|vbscript):|\bregsvr32(\.exe)?\b.*\s/i:\s*https?://|imewdbld(\.exe)?\b[\s\S]{0,300}https?://|\b(replace|expand|extrac32|esentutl)(\.exe)?\s+("?\\\\|.*\s/y\s+"?\\\\)`)},
	{IDCredDump, "cmd", []string{"sam", "ntds", "lsass", "comsvcs", "hklm\\security", "hklm\\system", "mimikatz", "sekurlsa", "lsadump", "gsecdump", "shadowcopy", "procdump", "secretsdump"}, regexp.MustCompile(`\\config\\(sam|security|system)\b|system32/config/(sam|security|system)\b|\bntdsutil(\.exe)?\b.*\bifm\b|\bntds\.dit\b|\bcomsvcs(\.dll)?\b.*\bminidump\b|\b(procdump|sqldumper|createdump)(64)?(\.exe)?\b.*\blsass|\breg(\.exe)?\s+save\s+"?hklm\\(sam|system|security)\b|\b(mimikatz|sekurlsa|lsadump|gsecdump|secretsdump)\b|win32_shadowcopy\)?\.create\(|harddiskvolumeshadowcopy`)},
	// Full-volume encryption: DiskCryptor (its dcrypt.exe, and dccon's
	// encrypt and format), BitLocker switched on or a volume locked. An
	// agent has no work for them; ransomware (Mamba, LockBit) does.
	{IDEncryptVolume, "cmd", []string{"dcrypt", "dccon", "manage-bde", "bitlocker"}, regexp.MustCompile(`\bdcrypt\.exe\b|\bdccon(\.exe)?\b.*\s-(encrypt2?|format)\b|\bmanage-bde(\.exe)?\b.*\s[-/](on|lock)\b|\b(enable|lock)-bitlocker\b`)},
	// rpcping authenticating with NTLM (or Negotiate, which falls back to
	// it; 10 and 9 are their numbers) sends the user's NTLM response to
	// the server it pings: a hash to crack or relay (LOLBAS rpcping).
	{IDNTLMLeak, "cmd", []string{"rpcping"}, regexp.MustCompile(`\brpcping(\.exe)?\b.*\s[-/]u\s+"?(ntlm|negotiate|10|9)\b`)},
	{IDCredSearch, "cmd", []string{"reg", "findstr", "credentials", "appcmd", "vaultcmd", "cmdkey", "select-string", "sls"}, regexp.MustCompile(`\breg(\.exe)?\s+query\s+hk(lm|cu)\b.*\s/f\s+"?pass|\bfindstr(\.exe)?\b.*\s/\w*s\w*\s+"?(pass|cpassword|pwd|secret|credential)|(get-childitem|gci|ls|dir)\b[^|\n]*\s-r\w*[^|\n]*\|\s*(select-string|sls)\b.*\b(pass|pwd|secret|credential)|\\microsoft\\(credentials|protect|vault)\\|\bappcmd(\.exe)?\s+list\s+apppools?\s+/@t|\bvaultcmd(\.exe)?\s+/list|\bcmdkey(\.exe)?\s+/list`)},
	{IDKillSystem, "powershell", []string{"stop-process", "spps", "taskkill"}, regexp.MustCompile(`\b(stop-process|spps)\b.*-(name|n)\s+["']?(lsass|csrss|winlogon|wininit|svchost|services|smss|spoolsv|msmpeng)\b|\btaskkill(\.exe)?\b.*/im\s+["']?(lsass|csrss|winlogon|wininit|svchost|services|smss|spoolsv|msmpeng)`)},
	{IDShutdown, "powershell", []string{"stop-computer", "restart-computer"}, regexp.MustCompile(`\b(stop|restart)-computer\b`)},
	{IDShutdown, "cmd", []string{"shutdown"}, regexp.MustCompile(`\bshutdown(\.exe)?\s+(/|-)[srpf]\b`)},
	{IDSecurityOff, "powershell", []string{"set-mppreference", "advfirewall", "add-mppreference"}, regexp.MustCompile(`\bset-mppreference\b.*-disable\w*\s+(\$true|1)|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b|\badd-mppreference\b.*-exclusionpath\s+["']?[a-z]:\\?["']?(\s|$)`)},
	// Windows' own autostarts: a Run or RunOnce value, Winlogon's Shell or
	// Userinit, an Image File Execution Options debugger (T1547.001,
	// T1547.004, T1546.012). The ~/.bashrc of Windows. So are a COM
	// class's server registered under Software\Classes\CLSID (a user's
	// registration overrides the machine's: every program that creates
	// the class loads the DLL or runs the program named, T1546.015) and
	// the logon script of HKCU\Environment (UserInitMprLogonScript,
	// T1037.001).
	{IDPersistRegistry, "cmd", []string{"currentversion", "image file execution options", "clsid", "userinitmprlogonscript"}, regexp.MustCompile(`\b(reg(\.exe)?\s+(add|import|copy)|(new|set)-itemproperty|\bsp\b|new-item)\b.*\b(hklm|hkcu|hkey_local_machine|hkey_current_user|hku|hkey_users)(:|\\[^\\]*)?\\software\\(wow6432node\\)?microsoft\\(windows\\currentversion\\(run|runonce|runonceex|runservices|runservicesonce|policies\\explorer\\run)\b|windows nt\\currentversion\\(winlogon\b.*\b(shell|userinit)\b|image file execution options\\.*\bdebugger\b))|\b(reg(\.exe)?\s+(add|import|copy)|(new|set)-itemproperty|\bsp\b|new-item)\b.*\b((hklm|hkcu|hkey_local_machine|hkey_current_user|hku|hkey_users)(:|\\[^\\]*)?\\software\\(wow6432node\\)?classes|(hkcr|hkey_classes_root)(:|\\[^\\]*)?)\\(wow6432node\\)?clsid\\[^\s"]*\\(inprocserver32|localserver32|inprochandler32|treatas|scriptleturl)\b|\b(reg(\.exe)?\s+add|(new|set)-itemproperty|\bsp\b)\b.*\b(hkcu|hkey_current_user)(:|\\[^\\]*)?\\environment\b.*\buserinitmprlogonscript\b`)},
	{IDRegistrySystem, "cmd", []string{"hklm"}, regexp.MustCompile(`\breg(\.exe)?\s+(add|delete)\s+"?hklm\\system\\|\b(set|new|remove)-itemproperty\b.*hklm:\\system\\`)},
	{IDAccount, "cmd", []string{"net user", "net1 user", "localuser", "adgroupmember", "aduser", "net localgroup"}, regexp.MustCompile(`\bnet1?(\.exe)?\s+(user|localgroup)\b.*\s/(add|delete)\b|\b(new|remove)-(localuser|aduser)\b|\bremove-adgroupmember\b|\badd-(localgroupmember|adgroupmember)\b`)},
	{IDTimestomp, "powershell", []string{"time"}, regexp.MustCompile(`\.(lastaccesstime|lastwritetime|creationtime)(utc)?\s*=`)},
	{IDAccountBackdoor, "cmd", []string{"admins", "administrators", "memberof", "nopassword"}, regexp.MustCompile(`\b(add|remove)-(ad|local)groupmember\b.*\b(domain admins|enterprise admins|schema admins|administrators)\b|\bnet1?(\.exe)?\s+(localgroup|group)\s+"?(administrators|domain admins|enterprise admins)"?\s+\S+.*\s/(add|delete)\b|changetype:\s*add[\s\S]*memberof:\s*cn=(domain admins|enterprise admins|schema admins|administrators)\b|\bnew-localuser\b.*-nopassword\b`)},
	{IDServiceStop, "cmd", []string{"stop", "disabled", "delete"}, regexp.MustCompile(`\b(sc(\.exe)?\s+(stop|delete|config)|net1?(\.exe)?\s+stop|stop-service|set-service)\b.*\b(windefend|mpssvc|eventlog|wuauserv|sense|wscsvc|vss|wbengine|sdrsvc|spooler|securityhealthservice|termservice|winmgmt|mssqlserver|sqlserver|msexchangeis|bits|wdnissvc|wdfilter|sysmon64|sysmon)\b`)},
	{IDForkBomb, "cmd", []string{"%0"}, regexp.MustCompile(`%0\s*\|\s*%0`)},
	{IDForkBomb, "powershell", []string{"for", "while"}, regexp.MustCompile(`\b(for\s*\(\s*;?\s*;?\s*\)|while\s*\(\s*(\$true|1)\s*\))\s*\{[^}]*\b(saps|start-process|start-job|start)\b`)},
	{IDPermRecursive, "cmd", []string{"icacls", "takeown", "cacls"}, regexp.MustCompile(`\b(icacls|cacls)(\.exe)?\s+"?[a-z]:\\(windows(\\system32)?)?\\?\*?"?\s.*(/t|/grant)|\btakeown(\.exe)?\b.*\s/f\s+"?[a-z]:\\(windows)?\\?\*?"?\s.*/r`)},
}

// unixTextRules run only on text the parser refused, over a normalised
// form (quotes and backslashes removed, blanks collapsed).
var unixTextRules = []textRule{
	{IDForkBomb, "sh", []string{"(){"}, regexp.MustCompile(`([\w:.]+)\(\)\{[^}]*\|`)},
	{IDRmRoot, "sh", []string{"rm "}, regexp.MustCompile(`\brm (-[a-z-]+ )*-[a-z]*r[a-z]* (-[a-z-]+ )*(/|/\*|/(etc|usr|var|bin|boot|lib|sbin|home|root|opt|sys|proc)/?\*?)( |$|[;&|])`)},
	{IDRmHome, "sh", []string{"rm "}, regexp.MustCompile(`\brm (-[a-z-]+ )*-[a-z]*r[a-z]* (-[a-z-]+ )*(~|\$home|\$\{home\})/?\*?( |$|[;&|])`)},
	{IDRmCwd, "sh", []string{"rm "}, regexp.MustCompile(`\brm (-[a-z-]+ )*-[a-z]*r[a-z]* (-[a-z-]+ )*(\.\.?|\.\.?/\*?|\*)( |$|[;&|])`)},
	{IDDiskWrite, "sh", []string{"of=/dev/", "> /dev/", ">/dev/"}, regexp.MustCompile(`of=/dev/(sd|hd|vd|xvd|nvme|mmcblk|disk|rdisk|md|dm-|mapper)|>\s*/dev/(sd|hd|vd|xvd|nvme|mmcblk|disk|rdisk)`)},
	{IDDiskFormat, "sh", []string{"mkfs", "wipefs", "luksformat"}, regexp.MustCompile(`\bmkfs(\.\w+)? .*/dev/|\bwipefs -[a-z]*a|\bluksformat\b`)},
	{IDPermRecursive, "sh", []string{"chmod", "chown"}, regexp.MustCompile(`\bch(mod|own|grp) (-[a-z]+ )*-[a-z]*r[a-z]* \S+ /( |$|[;&|])`)},
	{IDPipeShell, "sh", []string{"curl", "wget"}, regexp.MustCompile(`\b(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(ba|z|da|k)?sh\b|\b(ba|z)?sh\s+<\(\s*(curl|wget)\b`)},
	{IDGitResetHard, "sh", []string{"reset"}, regexp.MustCompile(`\bgit .*\breset --hard\b`)},
	{IDKillAll, "sh", []string{"kill"}, regexp.MustCompile(`\bkill (-9|-kill|-sigkill|-s kill) -1\b|\bkillall5\b`)},
}

var normReplacer = strings.NewReplacer(`"`, "", `'`, "", `\`, "", "\t", " ")

func unixFallback(w *walker, text string) {
	low := strings.ToLower(normReplacer.Replace(text))
	low = strings.Join(strings.Fields(low), " ")
	runText(w, unixTextRules, low)
}

// runText runs the rules whose keywords low holds, and reports whether
// any keyword was there.
func runText(w *walker, rs []textRule, low string) bool {
	keyed := false
	for i := range rs {
		r := &rs[i]
		if w.a.cfg.disabled[r.id] {
			continue
		}
		hit := false
		for _, k := range r.keys {
			if strings.Contains(low, k) {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		keyed = true
		if m := r.re.FindString(low); m != "" {
			w.emit(r.id, r.shell, []string{strings.TrimSpace(m)})
		}
	}
	return keyed
}

func winRules(w *walker, text string) {
	low := strings.ToLower(text)
	keyed := runText(w, winTextRules, low)
	winRemove(w, low)
	// The second reading can only add to the first when an escape splits
	// a word (c^ertutil, I`EX) or a rule's keyword is there already
	// (vssadmin "delete" shadows): most text pays for neither.
	if keyed || winInWordEscape(low) ||
		strings.Contains(low, "+") && stringJoin.MatchString(low) ||
		strings.Contains(low, "set ") && (strings.Contains(low, "%") || strings.Contains(low, "!")) && cmdSetVar.MatchString(low) {
		if plain, ok := winPlain(low); ok {
			runText(w, winTextRules, plain)
			winRemove(w, plain)
		}
	}
	if strings.Contains(low, "powershell") || strings.Contains(low, "pwsh") {
		winEncodedCommands(w, text)
	}
	if strings.Contains(low, "-outfile") || strings.Contains(low, "-destination") {
		winDownloadRun(w, low)
	}
}

// winDownloaders are the PowerShell commands that save a download to the
// path of their -OutFile (or -Destination) parameter.
var winDownloaders = map[string]bool{
	"invoke-webrequest": true, "iwr": true, "wget": true, "curl": true, "invoke-restmethod": true,
	"irm": true, "start-bitstransfer": true,
}

// winRunners start the program or script they are given.
var winRunners = map[string]bool{
	"start-process": true, "saps": true, "start": true, "&": true, ".": true, "invoke-item": true,
	"ii": true, "cmd": true, "/c": true, "powershell": true, "pwsh": true, "-file": true,
	"rundll32": true, "regsvr32": true, "mshta": true, "wscript": true, "cscript": true, "-filepath": true,
}

// winDownloadRun: a PowerShell download saved to a file that the same
// text then starts (iwr … -OutFile $env:TEMP\a.exe; Start-Process
// $env:TEMP\a.exe) is a download run, as curl -o f && ./f is.
func winDownloadRun(w *walker, low string) {
	var saved []string
	for _, stmt := range strings.FieldsFunc(low, func(r rune) bool { return r == '\n' || r == ';' || r == '|' }) {
		toks := strings.Fields(stmt)
		if len(toks) == 0 {
			continue
		}
		first := strings.Trim(toks[0], "\"'(")
		for i, t := range toks {
			t = strings.Trim(t, "\"'(),")
			if winDownloaders[first] && (t == "-outfile" || t == "-destination" || t == "-o") && i+1 < len(toks) {
				if p := strings.Trim(toks[i+1], "\"'(),"); p != "" {
					saved = append(saved, p)
				}
				continue
			}
			for _, p := range saved {
				if t != p && strings.TrimSuffix(t, ".exe") != strings.TrimSuffix(p, ".exe") {
					continue
				}
				prev := ""
				if i > 0 {
					prev = strings.Trim(toks[i-1], "\"'(")
				}
				if i == 0 || winRunners[prev] || strings.HasPrefix(prev, "-filepath") {
					w.emit(IDDownloadExec, "powershell", []string{stmt})
					return
				}
			}
		}
	}
}

// winEncodedCommands judges the script of every powershell or pwsh
// -EncodedCommand (any prefix of it: -e, -enc, -ec) in text: base64 of
// UTF-16LE text, the usual way to hide a PowerShell line. Each script is
// shorter than its encoding, so the recursion ends.
func winEncodedCommands(w *walker, text string) {
	toks := strings.Fields(text)
	ps := false
	for i, t := range toks {
		lt := strings.ToLower(strings.Trim(t, "\"'"))
		if n := strings.TrimSuffix(baseName(lt), ".exe"); n == "powershell" || n == "pwsh" {
			ps = true
			continue
		}
		if !ps || i+1 >= len(toks) || len(lt) < 2 || lt[0] != '-' && lt[0] != '/' {
			continue
		}
		if f := lt[1:]; f != "ec" && !strings.HasPrefix("encodedcommand", f) {
			continue
		}
		if script, ok := decodeUTF16Base64(strings.Trim(toks[i+1], "\"'")); ok {
			w.script(script, w.depth+1)
			winRules(w, script)
		}
	}
}

// decodeUTF16Base64 decodes base64 (padded or not) of UTF-16LE text.
func decodeUTF16Base64(s string) (string, bool) {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		if b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(s, "=")); err != nil {
			return "", false
		}
	}
	if len(b) < 2 {
		return "", false
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	return string(utf16.Decode(u)), true
}

// winPlain is lower-cased text as cmd.exe and PowerShell run it once their
// escapes are gone: tool names spelled plain (winPlainNames), then every
// caret (cmd's escape: -url^cache), quote (v"s"sadmin "delete") and
// PowerShell backtick before a letter (I`EX, Remove-It`em) dropped. The
// Windows rules run on it as well as on the text itself; ok is false
// when it is the same text.
func winPlain(low string) (string, bool) {
	text, named := winPlainNames(low)
	if !named {
		text = low
	}
	if strings.Contains(text, "+") && stringJoin.MatchString(text) {
		text, named = stringJoin.ReplaceAllString(text, ""), true // ('Remove'+'-Item') is 'Remove-Item'
	}
	if v := expandCmdVars(text); v != text {
		text, named = v, true // set x=vssadmin& call %x% …
	}
	if !strings.ContainsAny(text, "^\"'`") {
		return text, named
	}
	var b strings.Builder
	b.Grow(len(text))
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '^', '"', '\'':
		case '`':
			if i+1 < len(text) && text[i+1] >= 'a' && text[i+1] <= 'z' {
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	out := b.String()
	if strings.Contains(out, "start-process") || strings.Contains(out, "saps") {
		out = dropArgumentList(out)
	}
	return out, true
}

// dropArgumentList removes Start-Process's -ArgumentList (or a prefix of
// it, or -Args) so that `Start-Process vssadmin -ArgumentList 'delete
// shadows'` reads as the command line it starts.
func dropArgumentList(s string) string {
	fs := strings.Fields(s)
	out := fs[:0]
	for _, f := range fs {
		if f == "-args" || len(f) >= 3 && strings.HasPrefix("-argumentlist", f) {
			continue
		}
		out = append(out, f)
	}
	return strings.Join(out, " ")
}

// winTools are the Windows programs the text rules name. A name spelled
// with the characters cmd.exe or a POSIX shell drop before running it
// (c^ertutil, c""ertutil, v"s"sadmin, c\ertutil) is the same program.
var winTools = map[string]bool{
	"certutil": true, "bitsadmin": true, "certreq": true, "mshta": true, "regsvr32": true, "rundll32": true,
	"imewdbld": true, "esentutl": true, "replace": true, "expand": true, "extrac32": true, "rpcping": true,
	"vssadmin": true, "wbadmin": true, "bcdedit": true, "wevtutil": true, "diskpart": true, "format": true,
	"reg": true, "findstr": true, "appcmd": true, "vaultcmd": true, "cmdkey": true, "procdump": true,
	"taskkill": true, "shutdown": true, "netsh": true, "net": true, "net1": true, "sc": true,
	"icacls": true, "cacls": true, "takeown": true, "wmic": true, "schtasks": true, "del": true,
	"erase": true, "rd": true, "rmdir": true, "powershell": true, "pwsh": true, "cmd": true,
	"dcrypt": true, "dccon": true, "manage-bde": true,
}

// winPlainNames rewrites, in lower-cased text, every word that is a
// Windows tool name once the caret, quote and backslash escapes are
// dropped to that name. ok is false when no word changed (the common
// case, which allocates nothing).
func winPlainNames(low string) (string, bool) {
	if !strings.ContainsAny(low, "^\"'\\") {
		return "", false
	}
	var b strings.Builder
	changed := false
	start := -1
	flush := func(end int) {
		tok := low[start:end]
		if plain := winPlainName(tok); plain != "" {
			if !changed {
				b.Grow(len(low))
				b.WriteString(low[:start])
				changed = true
			}
			b.WriteString(plain)
		} else if changed {
			b.WriteString(tok)
		}
		start = -1
	}
	for i := 0; i < len(low); i++ {
		c := low[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == '&' || c == '|' || c == '(' || c == ')' {
			if start >= 0 {
				flush(i)
			}
			if changed {
				b.WriteByte(c)
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		flush(len(low))
	}
	if !changed {
		return "", false
	}
	return b.String(), true
}

// winPlainName is the tool a word spells with escapes dropped, or "".
func winPlainName(tok string) string {
	if !strings.ContainsAny(tok, "^\"'\\") {
		return ""
	}
	plain := winEscapes.Replace(tok)
	if plain == tok || !winTools[strings.TrimSuffix(plain, ".exe")] {
		return ""
	}
	return plain
}

// winEscapes drops what cmd.exe (^ and quotes) and a POSIX shell (quotes
// and backslashes) take away from a word before running it.
var winEscapes = strings.NewReplacer("^", "", "\"", "", "'", "", "\\", "")

var winRemoveCmds = map[string]bool{
	"remove-item": true, "ri": true, "rm": true, "rmdir": true, "rd": true, "del": true, "erase": true,
}

// winRemove judges Remove-Item / rd / del statements token by token, so
// any flag order and any unambiguous abbreviation (-r, -rec, -fo) counts.
func winRemove(w *walker, low string) {
	if !strings.Contains(low, "remove-item") && !strings.Contains(low, "rd ") && !strings.Contains(low, "rmdir") &&
		!strings.Contains(low, "del ") && !strings.Contains(low, "erase") && !strings.Contains(low, "ri ") && !strings.Contains(low, "rm ") {
		return
	}
	for _, stmt := range strings.FieldsFunc(low, func(r rune) bool { return r == '\n' || r == ';' || r == '|' || r == '&' }) {
		toks := strings.Fields(stmt)
		for i, t := range toks {
			// quotes: the statement may be the script of bash -c '…' or
			// powershell -Command "…"
			t = strings.TrimLeft(t, `@"'(&`)
			t = strings.TrimRight(t, ")")
			if !winRemoveCmds[t] {
				continue
			}
			rest := append([]string{t}, toks[i+1:]...)
			judgeWinRemove(w, rest)
			break
		}
	}
}

func judgeWinRemove(w *walker, toks []string) {
	ps := toks[0] == "remove-item" || toks[0] == "ri"
	recurse, force, quiet, cmdStyle := false, false, false, false
	var targets []string
	for _, t := range toks[1:] {
		t = strings.Trim(t, `"'`)
		switch {
		case strings.HasPrefix(t, "/") && len(t) <= 3 && !strings.ContainsRune(t[1:], '/'):
			cmdStyle = true
			switch t {
			case "/s":
				recurse = true
			case "/q":
				quiet = true
			case "/f":
				force = true
			}
		case strings.HasPrefix(t, "-") && len(t) > 1:
			name := t[1:]
			if k := strings.IndexByte(name, ':'); k >= 0 {
				name = name[:k]
			}
			switch {
			case strings.HasPrefix("recurse", name):
				recurse = true
			case len(name) >= 1 && strings.HasPrefix("force", name):
				force = true
			case strings.HasPrefix("path", name) || strings.HasPrefix("literalpath", name):
			default:
				// -rf in a Unix-looking `rm -rf` is not PowerShell
				if !ps && strings.Trim(name, "rf") == "" {
					recurse, force = strings.ContainsRune(name, 'r'), strings.ContainsRune(name, 'f')
				}
			}
		default:
			targets = append(targets, t)
		}
	}
	if !recurse {
		return
	}
	for _, t := range targets {
		if !ps && toks[0] == "rm" && !strings.ContainsAny(t, `:\%`) {
			continue // a Unix rm; the parser judges it
		}
		if isWinCritical(t) {
			if force || quiet || ps {
				w.emit(IDWinRmRecursive, shellFor(ps, cmdStyle), append([]string(nil), toks...))
			}
			return
		}
	}
	if cmdStyle && quiet && (toks[0] == "del" || toks[0] == "erase") {
		w.emit(IDWinDelete, "cmd", append([]string(nil), toks...))
	}
}

func shellFor(ps, cmd bool) string {
	if cmd && !ps {
		return "cmd"
	}
	return "powershell"
}

// isWinCritical: a drive root, the Windows, Users or Program Files folder,
// a profile root, or the environment variables that point to them.
func isWinCritical(t string) bool {
	t = strings.ReplaceAll(t, "/", `\`)
	if strings.TrimRight(t, `\*.`) == "" {
		return false
	}
	t = strings.TrimRight(t, `\*.`)
	if len(t) == 2 && t[1] == ':' && t[0] >= 'a' && t[0] <= 'z' {
		return true
	}
	if t == "" {
		return false
	}
	if t == "~" || t == "$home" || t == "$env:userprofile" || t == "%userprofile%" {
		return true
	}
	if len(t) > 3 && t[1] == ':' && t[2] == '\\' {
		rest := t[3:]
		switch rest {
		case "windows", `windows\system32`, "users", "program files", "program files (x86)", "programdata":
			return true
		}
	}
	for _, v := range []string{"$env:systemroot", "$env:windir", "%systemroot%", "%windir%", "$env:systemdrive", "%systemdrive%", "$env:programfiles", "%programfiles%", "$env:homedrive", "%homedrive%"} {
		if t == v || t == v+`\system32` {
			return true
		}
	}
	return false
}

// winInWordEscape reports whether a run of the characters winPlain drops
// (^ " ' ` \) has a letter or digit on both sides: c^ertutil, v"s"sadmin,
// Remove-It`em, c\ertutil.
func winInWordEscape(low string) bool {
	for i := 1; i < len(low); i++ {
		if !isWinEscape(low[i]) || !isAlnum(low[i-1]) {
			continue
		}
		j := i
		for j < len(low) && isWinEscape(low[j]) {
			j++
		}
		if j < len(low) && isAlnum(low[j]) {
			return true
		}
		i = j
	}
	return false
}

func isWinEscape(c byte) bool {
	return c == '^' || c == '"' || c == '\'' || c == '`' || c == '\\'
}

// stringJoin is the join of two string literals ('a'+'b', "a" + "b").
var stringJoin = regexp.MustCompile(`["']\s*\+\s*["']`)

// cmdSetVar is cmd.exe's `set NAME=VALUE`, up to the next & | or quote.
var cmdSetVar = regexp.MustCompile(`\bset\s+"?([a-z_][a-z0-9_]*)=([^&|"\r\n]*)`)

// expandCmdVars puts the value of every `set NAME=VALUE` of the text in
// place of %NAME% and !NAME! (delayed expansion) after it.
func expandCmdVars(low string) string {
	if !strings.Contains(low, "%") && !strings.Contains(low, "!") {
		return low
	}
	ms := cmdSetVar.FindAllStringSubmatch(low, 8)
	for _, m := range ms {
		v := strings.TrimSpace(m[2])
		low = strings.ReplaceAll(low, "%"+m[1]+"%", v)
		low = strings.ReplaceAll(low, "!"+m[1]+"!", v)
	}
	return low
}
