package shell

// The readers family: commands that print, pack, mail or crack the files
// they are given. Reading is harmless unless the file is a password hash
// or a private key. sed and netcat read too (family_filesystem.go,
// family_network.go); grep and awk are judged as process lookups
// (family_processes.go). Archivers are also judged for staging and
// encryption (impact.go) before their row runs.
var readerCommands = []command{
	{names: words("cat tac less more head tail nl cut sort uniq"), judge: (*walker).judgeReaders},
	{names: words("base64 xxd od hexdump strings"), judge: (*walker).judgeReaders},
	{names: words("tar zip 7z gzip bzip2 xz openssl gpg"), judge: (*walker).judgeReaders},
	{names: words("mail sendmail"), judge: (*walker).judgeReaders},
	{names: words("unshadow john hashcat"), judge: (*walker).judgeReaders},
}

// judgeReaders: a command that reads a password hash or key file.
func (w *walker) judgeReaders(_ string, args, full []field) {
	for _, a := range args {
		if isSecretFile(a.s) {
			w.emit(IDCredRead, "bash", fieldStrings(full))
		}
	}
}
