package re

import "github.com/kraitpy/krait/internal/ucd"

// lookupName resolves \N{name} as CPython's re does (unicodedata.lookup of
// a name that stands for one character).
func lookupName(name string) (rune, bool) { return ucd.LookupRune(name) }
