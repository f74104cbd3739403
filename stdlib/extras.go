package stdlib

import (
	"github.com/kraitpy/krait/interp"
	abcmod "github.com/kraitpy/krait/stdlib/abc"
	base64mod "github.com/kraitpy/krait/stdlib/base64"
	calendarmod "github.com/kraitpy/krait/stdlib/calendar"
	cmathmod "github.com/kraitpy/krait/stdlib/cmath"
	contextlibmod "github.com/kraitpy/krait/stdlib/contextlib"
	csvmod "github.com/kraitpy/krait/stdlib/csv"
	dataclassesmod "github.com/kraitpy/krait/stdlib/dataclasses"
	decimalmod "github.com/kraitpy/krait/stdlib/decimal"
	difflibmod "github.com/kraitpy/krait/stdlib/difflib"
	enummod "github.com/kraitpy/krait/stdlib/enum"
	fnmatchmod "github.com/kraitpy/krait/stdlib/fnmatch"
	fractionsmod "github.com/kraitpy/krait/stdlib/fractions"
	futuremod "github.com/kraitpy/krait/stdlib/future"
	graphlibmod "github.com/kraitpy/krait/stdlib/graphlib"
	hashlibmod "github.com/kraitpy/krait/stdlib/hashlib"
	htmlmod "github.com/kraitpy/krait/stdlib/html"
	iomod "github.com/kraitpy/krait/stdlib/io"
	keywordmod "github.com/kraitpy/krait/stdlib/keyword"
	secretsmod "github.com/kraitpy/krait/stdlib/secrets"
	shlexmod "github.com/kraitpy/krait/stdlib/shlex"
	tracebackmod "github.com/kraitpy/krait/stdlib/traceback"
	typingmod "github.com/kraitpy/krait/stdlib/typing"
	uuidmod "github.com/kraitpy/krait/stdlib/uuid"
	warningsmod "github.com/kraitpy/krait/stdlib/warnings"
)

// addExtraModules registers the modules outside smolagents' defaults that
// agents' code commonly imports: dataclasses (and, as they land, enum,
// typing, base64, hashlib, uuid, fractions, decimal and csv).
func addExtraModules(m map[string]interp.ModuleLoader) {
	m["__future__"] = futuremod.Load
	m["abc"] = abcmod.Load
	m["warnings"] = warningsmod.Load
	m["calendar"] = calendarmod.Load
	m["cmath"] = cmathmod.Load
	m["contextlib"] = contextlibmod.Load
	m["dataclasses"] = dataclassesmod.Load
	m["graphlib"] = graphlibmod.Load
	m["enum"] = enummod.Load
	m["secrets"] = secretsmod.Load
	m["shlex"] = shlexmod.Load
	m["typing"] = typingmod.Load
	m["base64"] = base64mod.Load
	m["hashlib"] = hashlibmod.Load
	m["html"] = htmlmod.Load
	m["uuid"] = uuidmod.Load
	m["fnmatch"] = fnmatchmod.Load
	m["fractions"] = fractionsmod.Load
	m["csv"] = csvmod.Load
	m["decimal"] = decimalmod.Load
	m["difflib"] = difflibmod.Load
	m["io"] = iomod.Load
	m["keyword"] = keywordmod.Load
	m["traceback"] = tracebackmod.Load
}
