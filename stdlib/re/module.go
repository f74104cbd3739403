package re

import (
	"errors"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/sharedmod"
)

// This file and module_*.go are the Python-facing re module on top of the
// engine: the classes re.Pattern, re.Match, re.RegexFlag, re.error and
// re.Scanner whose methods are Go functions (frozen, built once per
// process and shared by every interpreter), the module functions with
// CPython's compiled-pattern cache (per interpreter), and the wiring of
// every match to the Thread's budgets.

// module holds the shared module's classes.
type module struct {
	pattern  *py.Type
	match    *py.Type
	flag     *py.Type
	errorCls *py.Type
}

// state is one interpreter's part of the shared module (py.Locals): what
// its calls change.
type state struct {
	cache map[cacheKey]*py.Instance // compiled patterns (re.compile's cache)
	order []cacheKey
	runes runeCache     // code points of recent str arguments
	lim   *threadLimits // reused by limits
}

// stateKey is the key of state in an interpreter's py.Locals.
var stateKey byte

// state returns the calling interpreter's state.
func (m *module) state(t *py.Thread) *state {
	return t.Local(&stateKey, func() any { return &state{cache: map[cacheKey]*py.Instance{}} }).(*state)
}

// cacheKey identifies a compiled pattern in the module cache.
type cacheKey struct {
	src     string
	isBytes bool
	flags   int
}

// maxCache is CPython's _MAXCACHE.
const maxCache = 512

// opaque is the type of the Go state kept in Instance.Base.
var opaque = py.NewBuiltinType("_sre_state", nil)

// method is one Go method of a class of this module.
type method struct {
	name string
	fn   py.BuiltinFunc
}

// newClass creates a class of the re module with Go methods.
func newClass(t *py.Thread, name string, bases []*py.Type, methods []method, attrs map[string]py.Value) (*py.Type, error) {
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("re"))
	owned := make([]*py.Builtin, 0, len(methods))
	for _, m := range methods {
		b := &py.Builtin{Name: m.name, Fn: m.fn}
		ns.SetStr(m.name, b)
		owned = append(owned, b)
	}
	for k, v := range attrs {
		ns.SetStr(k, v)
	}
	cls, err := py.NewClass(t, name, bases, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range owned {
		b.Owner = cls
	}
	return cls, nil
}

// property makes a read-only attribute computed by get(self).
func property(name string, get func(t *py.Thread, self py.Value) (py.Value, error)) py.Value {
	return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("%s expects one argument", name)
		}
		return get(t, args[0])
	})}
}

// noNew is a __new__ refusing instantiation from Python.
func noNew(qual string) py.Value {
	return &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return nil, py.NewTypeError("cannot create '%s' instances", qual)
	})}
}

// Load returns the re module for one interpreter: its own module object
// over the classes and functions every interpreter shares (they are
// immutable; what calls change, such as the pattern cache, is the
// interpreter's state).
func Load(t *py.Thread) (py.Value, error) { return shared.Load(t) }

var shared = sharedmod.New(build)

// build makes the shared module.
func build(t *py.Thread) (*py.Module, error) {
	m := &module{}
	var err error
	if m.flag, err = m.newFlagClass(t); err != nil {
		return nil, err
	}
	if m.errorCls, err = m.newErrorClass(t); err != nil {
		return nil, err
	}
	if m.pattern, err = m.newPatternClass(t); err != nil {
		return nil, err
	}
	if m.match, err = m.newMatchClass(t); err != nil {
		return nil, err
	}
	mod := py.NewModule("re")
	d := mod.Dict
	funcs := map[string]py.BuiltinFunc{
		"compile":   m.compileFunc,
		"search":    m.moduleCall("search", []string{"pattern", "string", "flags"}),
		"match":     m.moduleCall("match", []string{"pattern", "string", "flags"}),
		"fullmatch": m.moduleCall("fullmatch", []string{"pattern", "string", "flags"}),
		"findall":   m.moduleCall("findall", []string{"pattern", "string", "flags"}),
		"finditer":  m.moduleCall("finditer", []string{"pattern", "string", "flags"}),
		"split":     m.moduleCall("split", []string{"pattern", "string", "maxsplit", "flags"}),
		"sub":       m.moduleCall("sub", []string{"pattern", "repl", "string", "count", "flags"}),
		"subn":      m.moduleCall("subn", []string{"pattern", "repl", "string", "count", "flags"}),
		"escape":    escapeFunc,
		"purge":     m.purge,
		"template":  m.templateFunc,
	}
	for name, f := range funcs {
		d.SetStr(name, py.NewBuiltin(name, f))
	}
	for _, f := range flagTable {
		d.SetStr(f.name, m.newFlag(f.value))
		if f.short != "" {
			d.SetStr(f.short, m.newFlag(f.value))
		}
	}
	d.SetStr("RegexFlag", m.flag)
	d.SetStr("error", m.errorCls)
	d.SetStr("Pattern", m.pattern)
	d.SetStr("Match", m.match)
	if err := addScanner(t, mod); err != nil {
		return nil, err
	}
	return mod, nil
}

// flagTable lists re's flags: the long name, the one-letter alias, the
// value.
var flagTable = []struct {
	name, short string
	value       int
}{
	{"NOFLAG", "", 0},
	{"TEMPLATE", "T", FlagTemplate},
	{"IGNORECASE", "I", FlagIgnoreCase},
	{"LOCALE", "L", FlagLocale},
	{"MULTILINE", "M", FlagMultiline},
	{"DOTALL", "S", FlagDotAll},
	{"UNICODE", "U", FlagUnicode},
	{"VERBOSE", "X", FlagVerbose},
	{"DEBUG", "", FlagDebug},
	{"ASCII", "A", FlagASCII},
}

// threadLimits is the engine limits of one thread's calls, with the
// state its hooks share: every match attempt prepays the operation
// budget for the text it may scan (which also checks the deadline and
// cancellation); the engine's work beyond that is charged afterwards at
// one operation per nsPerOp of matching time, and an attempt may run
// only as long as what is left of the operation budget pays for (and
// never past the run's deadline, or defaultMatchTimeout without one), so
// catastrophic backtracking ends with the operation limit when the
// budget is the tighter bound. Backtracking memory is bounded by what is
// left of the memory budget when the call starts.
type threadLimits struct {
	Limits
	t        *py.Thread
	prepaid  int64 // operations charged before the current attempt
	opsBound bool  // the current attempt is bounded by the op budget
}

// newThreadLimits returns fresh limits for calls on t.
func newThreadLimits(t *py.Thread) *threadLimits {
	tl := &threadLimits{t: t}
	tl.Timeout = defaultMatchTimeout
	tl.Charge = tl.charge
	tl.AttemptTimeout = tl.attemptTimeout
	tl.Spent = tl.spent
	tl.refresh()
	return tl
}

// CallerLimits returns the limits of matching that Go library code
// (textwrap, string.Template, pandas' str accessor) does on a run's
// behalf: charge is called before each attempt with the code points it
// may scan (the caller knows how far its patterns look), each attempt is
// bounded by the run's deadline (defaultMatchTimeout without one), never
// by a fixed wall-clock time, which fired under load, and its
// backtracking memory by what is left of the memory budget. Pass the
// errors through LimitError.
func CallerLimits(t *py.Thread, charge func(cost int) error) *Limits {
	l := &Limits{
		Charge: charge,
		AttemptTimeout: func() time.Duration {
			if dl := t.Deadline(); !dl.IsZero() {
				return max(time.Until(dl), time.Millisecond)
			}
			return defaultMatchTimeout
		},
	}
	if budget := t.Limits.MaxMemory; budget > 0 {
		l.MaxMemory = max(budget-t.Memory(), 1<<20)
	}
	return l
}

// ShortLookLimits is CallerLimits for a library's own patterns that look
// only a few characters past each match (textwrap's, string.Template's
// default): the engine reports what an attempt may scan (the rest of the
// input), and charging that in full would make a scan of n characters
// cost n*n, so each attempt is charged at most 16 operations; a
// pathological pattern (a Template subclass's) is stopped by the run's
// deadline.
func ShortLookLimits(t *py.Thread) *Limits {
	return CallerLimits(t, func(cost int) error { return t.Charge(int64(min(cost, 16))) })
}

// LimitError converts an engine error of a match made with CallerLimits:
// an attempt stopped at the deadline becomes the run's TimeoutError, one
// past its memory bound a MemoryLimitError (neither can be caught by
// Python code); other errors (the budget's own) pass through.
func LimitError(t *py.Thread, err error) error {
	switch {
	case IsTimeout(err):
		return t.TimeoutError()
	case errors.Is(err, ErrMatchMemory):
		return &py.LimitError{Kind: py.LimitMemory, Msg: err.Error()}
	}
	return err
}

// limitsFor returns fresh limits for one call on t: for operations that
// run Python code between match attempts (finditer, sub with a
// function), which may use re themselves.
func (m *module) limitsFor(t *py.Thread) *Limits { return &newThreadLimits(t).Limits }

// limits returns the limits of one call on t that runs no Python code
// while it matches: the module reuses one set per thread, since such
// calls do not overlap.
func (m *module) limits(t *py.Thread) *Limits {
	st := m.state(t)
	if st.lim == nil || st.lim.t != t {
		st.lim = newThreadLimits(t)
	} else {
		st.lim.refresh()
	}
	return &st.lim.Limits
}

// refresh sets the memory bound from what is left of the memory budget.
func (tl *threadLimits) refresh() {
	tl.MaxMemory = 0
	if budget := tl.t.Limits.MaxMemory; budget > 0 {
		tl.MaxMemory = max(budget-tl.t.Memory(), 1<<20)
	}
}

// charge prepays one match attempt: one operation. The attempt's work
// is charged after it by its time (spent), and bounded while it runs by
// what is left of the budget (attemptTimeout). Prepaying the text it may
// scan (cost characters) charged findall and finditer quadratically:
// each attempt would prepay the whole rest of the string, 20,000 times
// CPython's work for findall over a 60 KB text.
func (tl *threadLimits) charge(cost int) error {
	tl.prepaid = 1
	return tl.t.Charge(tl.prepaid)
}

// attemptTimeout bounds an attempt by the deadline and by what is left
// of the operation budget.
func (tl *threadLimits) attemptTimeout() time.Duration {
	t := tl.t
	d := defaultMatchTimeout
	if dl := t.Deadline(); !dl.IsZero() {
		d = max(time.Until(dl), time.Millisecond)
	}
	tl.opsBound = false
	if left := t.Limits.MaxOps - t.Ops(); left < int64(d/nsPerOp) {
		d, tl.opsBound = time.Duration(max(left, 1))*nsPerOp, true
	}
	return d
}

// spent charges the engine's time beyond what was prepaid; an attempt
// stopped by the operation budget ends the run with the operation limit.
func (tl *threadLimits) spent(d time.Duration, timedOut bool) error {
	t := tl.t
	if timedOut {
		if !tl.opsBound {
			return nil // the deadline: matchError reports it
		}
		// The attempt used up the operation budget.
		if err := t.Charge(max(t.Limits.MaxOps-t.Ops(), 0) + 1); err != nil {
			return err
		}
		return &py.LimitError{Kind: py.LimitOps, Msg: "operation budget exhausted by a regular expression match"}
	}
	if used := int64(d/nsPerOp) - tl.prepaid; used > 0 {
		return t.Charge(used)
	}
	return nil
}

// nsPerOp converts the engine's matching time to operations (the cost
// model's NanosPerOp): the engine does not count its steps, so its time is
// the measure of its work.
const nsPerOp = py.NanosPerOp * time.Nanosecond

// defaultMatchTimeout bounds one match attempt of a run without a
// deadline, so that catastrophic backtracking cannot hang the host.
const defaultMatchTimeout = 60 * time.Second

// matchError converts an engine error of a matching operation: limit
// breaches become limit errors (which Python code cannot catch), pattern
// errors Python exceptions; budget errors pass through.
func (m *module) matchError(t *py.Thread, err error) error {
	switch {
	case err == nil:
		return nil
	case IsTimeout(err), errors.Is(err, ErrMatchMemory):
		return LimitError(t, err)
	}
	var e *Error
	if errors.As(err, &e) {
		return m.pyError(t, e)
	}
	return err
}
