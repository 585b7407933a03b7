// Package gaps measures what a shell guard misses. From each command of a
// suite it derives variants that do the same thing but are spelled
// differently (operand and flag order, flag bundling, spacing, quoting,
// absolute paths, wrappers, computed names, interpreters, encoding), so a
// caller can run every variant through its guard and count, per variant
// class, how many of the dangerous ones still get through.
//
// Each class is a few rows in the Generators table; a row derives its
// variants from the parsed command (mvdan.cc/sh/v3/syntax) and produces
// nothing where the rewrite would not be equivalent (a `cp SRC DST` is
// never reordered, a shell function is never run through sudo).
package gaps
