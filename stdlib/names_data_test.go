package stdlib_test

// namesOmitted lists, per module, CPython public names krait leaves out on
// purpose, with the reason. TestStdlibNames counts them apart and fails
// if one is provided after all or is not a CPython name.
var namesOmitted = map[string]map[string]string{
	"base64": {
		"main":     "the command-line interface: reads sys.argv and the host's files",
		"test":     "a self-test of the command-line interface that reads sys.argv",
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
	"json.decoder": {
		"FLAGS":         "a flag of CPython's pure-Python parser's regular expressions (krait's decoder is in Go)",
		"JSONArray":     "an internal of CPython's pure-Python parser, called with its scanner's state",
		"JSONObject":    "an internal of CPython's pure-Python parser, called with its scanner's state",
		"STRINGCHUNK":   "a regular expression of CPython's pure-Python parser",
		"WHITESPACE":    "a regular expression of CPython's pure-Python parser",
		"c_scanstring":  "an internal of CPython's parser (the C accelerator of scanstring)",
		"py_scanstring": "an internal of CPython's pure-Python parser",
		"scanstring":    "an internal of CPython's parser, called with a position in the document",
		"re":            "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"scanner":       "a submodule of CPython's pure-Python parser internals (krait's decoder is in Go)",
	},
	"json.encoder": {
		"ESCAPE":         "a regular expression of CPython's pure-Python encoder (krait's encoder is in Go)",
		"ESCAPE_ASCII":   "a regular expression of CPython's pure-Python encoder",
		"HAS_UTF8":       "a regular expression of CPython's pure-Python encoder",
		"c_make_encoder": "CPython's C accelerator type, an internal of JSONEncoder.iterencode",
		"re":             "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
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
		"ABCMeta":               "a metaclass: krait has no metaclasses (class statements refuse them), so typing's generics work without one",
		"MethodWrapperType":     "the type of CPython's bound C slot wrappers ((1).__add__), which krait's dunder policy keeps out of reach",
		"NamedTupleMeta":        "a metaclass: krait has no metaclasses (class statements refuse them), so typing's generics work without one",
		"ParamSpecArgs":         "the type of P.args; krait's ParamSpec is a TypeVar without args/kwargs",
		"ParamSpecKwargs":       "the type of P.kwargs; krait's ParamSpec is a TypeVar without args/kwargs",
		"WrapperDescriptorType": "the type of CPython's C slot wrappers (object.__init__), which krait's dunder policy keeps out of reach",
		"io":                    "typing.io, a deprecated pseudo-submodule (removed in Python 3.13)",
		"re":                    "typing.re, a deprecated pseudo-submodule (removed in Python 3.13)",
		"collections":           "the module collections, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"contextlib":            "the module contextlib, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"functools":             "the module functools, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"operator":              "the module operator, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"stdlib_re":             "the module re, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"sys":                   "the module sys, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"types":                 "the module types, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
		"warnings":              "the module warnings, which CPython's module imports: krait reaches modules only through imports, each authorized on its own",
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
	"abc":             8,
	"base64":          23,
	"bisect":          6,
	"collections":     9,
	"collections.abc": 25,
	"copy":            5,
	"csv":             20,
	"dataclasses":     15,
	"datetime":        9,
	"decimal":         37,
	"enum":            31,
	"fractions":       2,
	"functools":       19,
	"hashlib":         20,
	"heapq":           8,
	"io":              13,
	"itertools":       19,
	"json":            10,
	"json.decoder":    7,
	"json.encoder":    9,
	"math":            60,
	"operator":        55,
	"pprint":          7,
	"queue":           10,
	"random":          31,
	"re":              35,
	"stat":            81,
	"statistics":      40,
	"string":          12,
	"textwrap":        6,
	"time":            35,
	"typing":          108,
	"unicodedata":     16,
	"uuid":            18,
}
