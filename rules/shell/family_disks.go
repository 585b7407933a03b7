package shell

import "strings"

// The disks family: raw devices, filesystems, partition tables and
// encryption headers, where one command loses a whole disk.
var diskCommands = []command{
	{names: words("dd"), judge: (*walker).judgeDd},
	{names: words("shred"), judge: (*walker).judgeShred},
	{names: words("mkfs mke2fs mkswap mkdosfs mkntfs mkexfatfs newfs mkfs.ext4 mkfs.ext3 mkfs.ext2 " +
		"mkfs.xfs mkfs.btrfs mkfs.vfat mkfs.fat mkfs.ntfs mkfs.exfat mkfs.f2fs mkfs.minix mkfs.msdos mkfs.bfs mkfs.cramfs"),
		judge: (*walker).judgeMkfs},
	{names: words("wipefs"), judge: (*walker).judgeWipefs},
	{names: words("cryptsetup"), judge: (*walker).judgeCryptsetup},
	{names: words("sgdisk"), judge: (*walker).judgeSgdisk},
	{names: words("blkdiscard"), judge: always(IDDiskFormat)},
	{names: words("nvme"), judge: firstArgIn(IDDiskFormat, "format", "sanitize")},
	{names: words("hdparm"), judge: (*walker).judgeHdparm},
	{names: words("badblocks"), judge: (*walker).judgeBadblocks},
	{names: words("diskutil"), judge: (*walker).judgeDiskutil},
	// the judge skips the downloaded-file check where it finds its answer
	{names: words("fdisk sfdisk gdisk cfdisk parted sgdisk-interactive"), judge: (*walker).judgePartition, ownRunCheck: true},
	{names: words("format"), judge: (*walker).judgeFormat},
}

// judgeWipefs: wipefs -a (or -o OFFSET) erases signatures unless -n.
func (w *walker) judgeWipefs(_ string, args, full []field) {
	o := parseOpts(args, "otO", "offset", "types", "output", "backup")
	if !o.has('n') && !o.hasLong("no-act", 4) && (o.has('a') || o.hasLong("all", 3) || o.has('o') || o.hasLong("offset", 3)) {
		w.emit(IDDiskFormat, "bash", fieldStrings(full))
	}
}

// judgeCryptsetup: formatting, erasing or re-encrypting a LUKS header.
func (w *walker) judgeCryptsetup(_ string, args, full []field) {
	o := parseOpts(args, "cdhsSklbt", "cipher", "key-file", "hash", "key-size", "label", "type")
	switch strings.ToLower(o.op(0)) {
	case "luksformat", "erase", "luksErase", "reencrypt", "lukserase":
		w.emit(IDDiskFormat, "bash", fieldStrings(full))
	}
}

// judgeSgdisk: zapping or clearing the GPT.
func (w *walker) judgeSgdisk(_ string, args, full []field) {
	o := parseOpts(args, "")
	if o.has('Z') || o.has('z') || o.has('o') || o.hasLong("zap-all", 3) || o.hasLong("zap", 3) || o.hasLong("clear", 3) {
		w.emit(IDDiskFormat, "bash", fieldStrings(full))
	}
}

// judgeHdparm: the ATA secure erase and raw sector writes.
func (w *walker) judgeHdparm(_ string, args, full []field) {
	o := parseOpts(args, "")
	for _, l := range o.long {
		if strings.HasPrefix(l, "security-erase") || l == "trim-sector-ranges" || l == "write-sector" {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
		}
	}
}

// judgeBadblocks: -w is the destructive write test.
func (w *walker) judgeBadblocks(_ string, args, full []field) {
	if o := parseOpts(args, "bcdeiopt"); o.has('w') {
		w.emit(IDDiskFormat, "bash", fieldStrings(full))
	}
}

// judgeDiskutil: the macOS erase and partition verbs (apfs only for delete…).
func (w *walker) judgeDiskutil(_ string, args, full []field) {
	if len(args) == 0 {
		return
	}
	switch strings.ToLower(args[0].s) {
	case "erasedisk", "erasevolume", "zerodisk", "randomdisk", "secureerase", "partitiondisk", "reformat", "apfs":
		if args[0].s != "apfs" || (len(args) > 1 && strings.HasPrefix(strings.ToLower(args[1].s), "delete")) {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
		}
	}
}

// judgePartition: a partition editor pointed at a device edits its table,
// unless it only lists or prints it. Where it finds its answer it returns
// without the downloaded-file check; only the fall-through runs it.
func (w *walker) judgePartition(name string, args, full []field) {
	o := parseOpts(args, "bcCHSuL", "sector-size", "units")
	if o.has('l') || o.hasLong("list", 3) || o.hasLong("help", 3) || o.has('v') || o.hasLong("version", 3) {
		return
	}
	for _, a := range o.ops {
		if classifyPath(a.s) == pcDevice {
			for _, b := range o.ops {
				if b.s == "print" || b.s == "p" {
					return
				}
			}
			w.emit(IDDiskPartition, "bash", fieldStrings(full))
			return
		}
	}
	w.judgeExecDownloaded(name, full)
}

// judgeFormat: cmd.exe's format X: (a drive letter operand).
func (w *walker) judgeFormat(_ string, args, full []field) {
	for _, a := range args {
		if len(a.s) == 2 && a.s[1] == ':' {
			w.emit(IDDiskFormat, "cmd", fieldStrings(full))
		}
	}
}

// judgeDd: of= is a write like any other (a device, a system file);
// if= of a secret file dumps it. An ordinary file written to a device is
// an image being flashed (ddImage).
func (w *walker) judgeDd(_ string, args, full []field) {
	image := ddImage(args)
	for _, a := range args {
		k, v, ok := strings.Cut(a.s, "=")
		if !ok {
			continue
		}
		switch k {
		case "of":
			w.write(v, writeInfo{by: "dd", image: image})
		case "if":
			if isSecretFile(v) {
				w.emit(IDCredDump, "bash", fieldStrings(full))
			}
		}
	}
}

// judgeShred: shredding a device, a system or home file, a log or the
// history.
func (w *walker) judgeShred(_ string, args, full []field) {
	// --remove takes its optional HOW only as --remove=HOW
	o := parseOpts(args, "ns", "iterations", "size", "random-source")
	for _, t := range o.ops {
		p, _ := cleanPath(t.s)
		switch c := classifyClean(p); {
		case c == pcDevice:
			w.emit(IDDiskShred, "bash", fieldStrings(full))
		case isLogPath(p):
			w.emit(IDLogWipe, "bash", fieldStrings(full))
		case isHistoryFile(p):
			w.emit(IDHistoryWipe, "bash", fieldStrings(full))
		case c == pcRoot || c == pcSysTop || c == pcSysSub || c == pcHome:
			w.emit(IDDiskShred, "bash", fieldStrings(full))
		}
	}
}

// judgeMkfs: making a filesystem on a /dev node formats it.
func (w *walker) judgeMkfs(_ string, args, full []field) {
	o := parseOpts(args, "tbcCEgGiIjJlLmMnNoOrTUdfFsSvV")
	for _, a := range o.ops {
		if strings.HasPrefix(a.s, "/dev/") {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
			return
		}
	}
	for _, a := range args {
		if strings.HasPrefix(a.s, "/dev/") {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
			return
		}
	}
}

// ddImage reports whether dd's input is an ordinary file named in the
// command (if=ubuntu.iso), not a device (/dev/zero, /dev/urandom, another
// disk), standard input, a computed name or a secret file: what flashing
// an installer or restoring a backup looks like.
func ddImage(args []field) bool {
	in := ""
	for _, a := range args {
		k, v, ok := strings.Cut(a.s, "=")
		if !ok || k != "if" {
			continue
		}
		if a.dyn || in != "" {
			return false // computed, or given twice
		}
		in = v
	}
	p, _ := cleanPath(in)
	return in != "" && in != "-" && !strings.HasPrefix(p, "/dev/") && !strings.HasPrefix(p, "/proc/") &&
		!strings.HasPrefix(p, "/sys/") && !isSecretFile(in)
}
