// Package random is krait's numpy.random: numpy 1.24's legacy API (the
// module functions np.random.seed, rand, randn, randint, choice, ... on a
// hidden RandomState, and RandomState itself) and its Generator API
// (np.random.default_rng, Generator, SeedSequence, MT19937, PCG64), with
// the same numbers as numpy for the same seed. The algorithms are in
// stdlib/numpy/internal/nprandom; this package binds them to Python
// values and numpy arrays.
//
// Every interpreter has its own module and so its own hidden RandomState:
// two executors seeded alike draw the same streams independently. An
// unseeded generator takes its seed from the thread's entropy source
// (py.Thread.Entropy, crypto/rand when nil), as numpy takes it from the
// operating system.
//
// Every draw charges the operation budget in proportion to the number of
// values and the memory budget for the result before allocating it.
package random

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	"github.com/kraitpy/krait/stdlib/numpy"
	"github.com/kraitpy/krait/stdlib/numpy/internal/nprandom"
)

// Module is one interpreter's numpy.random.
type Module struct {
	np  *numpy.Module
	mod *py.Module

	rsCls, genCls, seqCls, bitgenCls, mtCls, pcgCls *py.Type

	// rsMethods are RandomState's methods (guarded), which the module
	// functions call on global.
	rsMethods []goclass.Method

	// global is the RandomState behind the module functions (numpy's
	// mtrand._rand).
	global *py.Instance
}

// New creates numpy.random for one interpreter on its numpy module.
// The module is walkable (py.MarkWalkable): its functions and methods
// close over nothing but m, whose Python values MemRefs visits.
func New(t *py.Thread, np *numpy.Module) (*Module, error) {
	classes := t.CollectClasses()
	m, err := newModule(t, np)
	made := classes()
	if err != nil {
		return nil, err
	}
	for _, c := range made {
		py.MarkClassWalkable(c)
	}
	m.mod.Go = m
	py.MarkWalkable(m.mod)
	return m, nil
}

// newModule builds New's module.
func newModule(t *py.Thread, np *numpy.Module) (*Module, error) {
	m := &Module{np: np, mod: py.NewModule("numpy.random")}
	if err := m.makeClasses(t); err != nil {
		return nil, err
	}
	bg, err := m.newMT(t, nil)
	if err != nil {
		return nil, err
	}
	m.global = m.newRandomState(bg)
	d := m.mod.Dict
	for _, meth := range m.rsMethods {
		if !legacyNames[meth.Name] {
			continue
		}
		f, self := meth.Fn, py.Value(m.global)
		d.SetStr(meth.Name, py.NewBuiltin(meth.Name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return f(t, self, args, kwargs)
		}))
	}
	d.SetStr("ranf", d.GetStr("random_sample"))
	d.SetStr("sample", d.GetStr("random_sample"))
	d.SetStr("seed", py.NewBuiltin("seed", m.moduleSeed))
	d.SetStr("get_bit_generator", py.NewBuiltin("get_bit_generator", m.getBitGenerator))
	d.SetStr("set_bit_generator", py.NewBuiltin("set_bit_generator", m.setBitGenerator))
	d.SetStr("default_rng", py.NewBuiltin("default_rng", m.defaultRNG))
	for name, cls := range map[string]*py.Type{
		"RandomState": m.rsCls, "Generator": m.genCls, "SeedSequence": m.seqCls,
		"BitGenerator": m.bitgenCls, "MT19937": m.mtCls, "PCG64": m.pcgCls,
	} {
		d.SetStr(name, cls)
	}
	return m, nil
}

// PyModule returns the Python module object.
func (m *Module) PyModule() *py.Module { return m.mod }

// legacyNames are the RandomState methods numpy.random exposes as module
// functions on its hidden RandomState (seed is the module's own).
var legacyNames = setOf(
	"beta", "binomial", "bytes", "chisquare", "choice", "dirichlet", "exponential", "f",
	"gamma", "geometric", "get_state", "gumbel", "hypergeometric", "laplace", "logistic",
	"lognormal", "logseries", "multinomial", "multivariate_normal", "negative_binomial",
	"noncentral_chisquare", "noncentral_f", "normal", "pareto", "permutation", "poisson",
	"power", "rand", "randint", "randn", "random", "random_integers", "random_sample",
	"rayleigh", "set_state", "shuffle", "standard_cauchy", "standard_exponential",
	"standard_gamma", "standard_normal", "standard_t", "triangular", "uniform", "vonmises",
	"wald", "weibull", "zipf",
)

func setOf(names ...string) map[string]bool {
	s := make(map[string]bool, len(names)) //krait:alloc-ok the fixed name lists of the module
	for _, n := range names {
		s[n] = true
	}
	return s
}

// newClass makes a class of module numpy.random.
func newClass(t *py.Thread, name string, bases []*py.Type, methods []goclass.Method, statics []goclass.Method) (*py.Type, error) {
	for i := range methods {
		methods[i].Fn = guard(methods[i].Fn)
	}
	return goclass.New(t, goclass.Spec{Module: "numpy.random", Name: name, TpName: "numpy.random." + name,
		Bases: bases, Methods: methods, Statics: statics})
}

// makeClasses creates the classes of one interpreter's module.
func (m *Module) makeClasses(t *py.Thread) error {
	var err error
	if m.seqCls, err = newClass(t, "SeedSequence", nil, m.seedSequenceMethods(), []goclass.Method{{Name: "__new__", Fn: m.seedSequenceNew}}); err != nil {
		return err
	}
	if m.bitgenCls, err = newClass(t, "BitGenerator", nil, m.bitGeneratorMethods(), []goclass.Method{{Name: "__new__", Fn: m.bitGeneratorNew}}); err != nil {
		return err
	}
	if m.mtCls, err = newClass(t, "MT19937", []*py.Type{m.bitgenCls}, nil, []goclass.Method{{Name: "__new__", Fn: m.mtNew}}); err != nil {
		return err
	}
	if m.pcgCls, err = newClass(t, "PCG64", []*py.Type{m.bitgenCls}, nil, []goclass.Method{{Name: "__new__", Fn: m.pcgNew}}); err != nil {
		return err
	}
	m.rsMethods = m.randomStateMethods()
	if m.rsCls, err = newClass(t, "RandomState", nil, m.rsMethods, []goclass.Method{{Name: "__new__", Fn: m.randomStateNew}}); err != nil {
		return err
	}
	if m.genCls, err = newClass(t, "Generator", nil, m.generatorMethods(), []goclass.Method{{Name: "__new__", Fn: m.generatorNew}}); err != nil {
		return err
	}
	for _, c := range []struct {
		cls  *py.Type
		name string
		get  py.BuiltinFunc
		set  py.BuiltinFunc
	}{
		{m.bitgenCls, "state", m.bitGenState, m.bitGenSetState},
		{m.genCls, "bit_generator", m.generatorBitGen, nil},
		{m.bitgenCls, "seed_seq", m.bitGenSeedSeq, nil},
		{m.seqCls, "entropy", m.seqAttr("entropy"), nil},
		{m.seqCls, "spawn_key", m.seqAttr("spawn_key"), nil},
		{m.seqCls, "pool_size", m.seqAttr("pool_size"), nil},
		{m.seqCls, "n_children_spawned", m.seqAttr("n_children_spawned"), nil},
		{m.seqCls, "pool", m.seqAttr("pool"), nil},
		{m.seqCls, "state", m.seqAttr("state"), nil},
	} {
		p := &py.Property{Get: py.NewBuiltin(c.name, c.get)}
		if c.set != nil {
			p.Set = py.NewBuiltin(c.name, c.set)
		}
		c.cls.Dict.SetStr(c.name, p)
	}
	return nil
}

// errorOf turns an engine error into the Python exception it names.
func errorOf(err error) error {
	e, ok := err.(*nprandom.Error)
	if !ok {
		return err
	}
	typ := py.ValueErrorType
	switch e.Kind {
	case nprandom.TypeError:
		typ = py.TypeErrorType
	case nprandom.OverflowError:
		typ = py.OverflowErrorType
	case nprandom.IndexError:
		typ = py.IndexErrorType
	}
	return py.NewException(typ, e.Msg)
}
