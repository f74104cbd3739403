package re

import (
	"fmt"
	"strings"
)

// namedFlag is one flag with its Python name.
type namedFlag struct {
	name string
	bit  int
}

// patternReprOrder is the order in which _sre's Pattern.__repr__ lists
// flags.
var patternReprOrder = []namedFlag{
	{"re.TEMPLATE", FlagTemplate}, {"re.IGNORECASE", FlagIgnoreCase},
	{"re.LOCALE", FlagLocale}, {"re.MULTILINE", FlagMultiline},
	{"re.DOTALL", FlagDotAll}, {"re.UNICODE", FlagUnicode},
	{"re.VERBOSE", FlagVerbose}, {"re.DEBUG", FlagDebug}, {"re.ASCII", FlagASCII},
}

// regexFlagOrder is the definition order of the re.RegexFlag enum, which
// its repr and str follow.
var regexFlagOrder = []namedFlag{
	{"re.ASCII", FlagASCII}, {"re.IGNORECASE", FlagIgnoreCase},
	{"re.LOCALE", FlagLocale}, {"re.UNICODE", FlagUnicode},
	{"re.MULTILINE", FlagMultiline}, {"re.DOTALL", FlagDotAll},
	{"re.VERBOSE", FlagVerbose}, {"re.TEMPLATE", FlagTemplate},
	{"re.DEBUG", FlagDebug},
}

func joinFlags(flags int, order []namedFlag) string {
	var parts []string
	for _, f := range order {
		if flags&f.bit != 0 {
			parts = append(parts, f.name)
			flags &^= f.bit
		}
	}
	if flags != 0 {
		parts = append(parts, fmt.Sprintf("0x%x", flags))
	}
	return strings.Join(parts, "|")
}

// PatternFlagsRepr returns the flags part of repr(re.Pattern), e.g.
// "re.IGNORECASE|re.MULTILINE", or "" when repr shows no flags (UNICODE
// alone is the default of str patterns and is not shown).
func PatternFlagsRepr(flags int, isBytes bool) string {
	if !isBytes && flags&(FlagLocale|FlagUnicode|FlagASCII) == FlagUnicode {
		flags &^= FlagUnicode
	}
	return joinFlags(flags, patternReprOrder)
}

// RegexFlagRepr returns repr() (and str()) of a re.RegexFlag value, e.g.
// "re.IGNORECASE|re.MULTILINE", "re.NOFLAG" for 0.
func RegexFlagRepr(flags int) string {
	if flags == 0 {
		return "re.NOFLAG"
	}
	return joinFlags(flags, regexFlagOrder)
}
