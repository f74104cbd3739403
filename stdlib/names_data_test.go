package stdlib_test

// namesOmitted lists, per module, CPython public names krait leaves out on
// purpose, with the reason. TestStdlibNames counts them apart and fails
// if one is provided after all or is not a CPython name.
var namesOmitted = map[string]map[string]string{
	"base64": {
		"binascii": "the module binascii, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"re":       "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"struct":   "the module struct, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"collections": {
		"abc": "a submodule: an attribute of collections once `import collections.abc` (authorized on its own) has run",
	},
	"csv": {
		"re": "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"dataclasses": {
		"abc":       "the module abc, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"builtins":  "the module builtins, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"copy":      "the module copy, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"functools": "the module functools, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"inspect":   "the module inspect, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"itertools": "the module itertools, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"keyword":   "the module keyword, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"re":        "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"sys":       "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"types":     "the module types, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"datetime": {
		"datetime_CAPI": "the C API capsule for extension modules",
		"sys":           "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"enum": {
		"bltns": "the module builtins, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"sys":   "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"fractions": {
		"math":     "the module math, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"numbers":  "the module numbers, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"operator": "the module operator, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"re":       "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"sys":      "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"json": {
		"codecs":  "the module codecs, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"scanner": "a submodule of CPython's pure-Python parser internals (krait's decoder is in Go)",
	},
	"pprint": {
		"re": "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"queue": {
		"threading": "the module threading, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"types":     "the module types, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"re": {
		"copyreg":   "the module copyreg, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"enum":      "the module enum, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"functools": "the module functools, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"statistics": {
		"math":    "the module math, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"numbers": "the module numbers, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"random":  "the module random, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"sys":     "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"textwrap": {
		"re": "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"time": {
		"clock_settime":         "sets the host's clock",
		"clock_settime_ns":      "sets the host's clock",
		"pthread_getcpuclockid": "reads host thread ids",
	},
	"typing": {
		"collections": "the module collections, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"contextlib":  "the module contextlib, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"functools":   "the module functools, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"operator":    "the module operator, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"stdlib_re":   "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"sys":         "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"types":       "the module types, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"warnings":    "the module warnings, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
	"uuid": {
		"os":       "the module os, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"platform": "the module platform, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"sys":      "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
	},
}

// namesRecorded is the ratchet: per module, how many of CPython's public
// names krait provides. TestStdlibNames fails when a module provides
// fewer; raise a count when a module gains names.
var namesRecorded = map[string]int{
	"base64":          18,
	"bisect":          6,
	"collections":     9,
	"collections.abc": 25,
	"copy":            5,
	"csv":             19,
	"dataclasses":     13,
	"datetime":        9,
	"decimal":         36,
	"enum":            8,
	"fractions":       1,
	"functools":       16,
	"hashlib":         15,
	"heapq":           8,
	"io":              13,
	"itertools":       19,
	"json":            10,
	"math":            60,
	"operator":        55,
	"pprint":          7,
	"queue":           9,
	"random":          31,
	"re":              34,
	"stat":            81,
	"statistics":      20,
	"string":          12,
	"textwrap":        6,
	"time":            35,
	"typing":          95,
	"unicodedata":     14,
	"uuid":            13,
}
