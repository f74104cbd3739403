package stdlib

import (
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/py"
	calendarmod "github.com/kraitpy/krait/stdlib/calendar"
	"github.com/kraitpy/krait/stdlib/collections"
	numbersmod "github.com/kraitpy/krait/stdlib/numbers"
	numpymod "github.com/kraitpy/krait/stdlib/numpy"
	nprandommod "github.com/kraitpy/krait/stdlib/numpy/random"
	pandasmod "github.com/kraitpy/krait/stdlib/pandas"
	typingmod "github.com/kraitpy/krait/stdlib/typing"
	"github.com/kraitpy/krait/stdlib/uuid"
)

// Some modules share objects with others, as in CPython: collections'
// classes are registered with collections.abc's ABCs, `import
// collections.abc` makes abc an attribute of collections, queue.deque is
// collections.deque. The loader table is built once per process (Loaders)
// and keeps no state: a module that others share is kept, per
// interpreter, in the interpreter's py.Locals (Thread.Local), under the
// key of its shared loader.

// shared loads a module once per interpreter, for every loader that
// needs it.
type shared struct {
	load interp.ModuleLoader
}

// sharedState is one interpreter's copy of a shared module.
type sharedState struct {
	mod *py.Module
	// imported is set once the module was imported by name (not only
	// loaded as another module's dependency).
	imported bool
}

// MemRefs visits the module (py.MemState: the memory walk).
func (st *sharedState) MemRefs(w *py.MemWalk) {
	if st.mod != nil {
		w.Visit(st.mod)
	}
}

// state returns the interpreter's state of s.
func (s *shared) state(t *py.Thread) *sharedState {
	return t.Local(s, func() any { return &sharedState{} }).(*sharedState)
}

// get loads the module on first use.
func (s *shared) get(t *py.Thread) (*py.Module, error) {
	st := s.state(t)
	if st.mod != nil {
		return st.mod, nil
	}
	m, err := s.load(t)
	if err != nil {
		return nil, err
	}
	mod, ok := m.(*py.Module)
	if !ok {
		return nil, py.NewTypeError("module loader returned %s", m.Type().Name)
	}
	st.mod = mod
	return mod, nil
}

// loader returns a loader of the shared module.
func (s *shared) loader() interp.ModuleLoader {
	return func(t *py.Thread) (py.Value, error) { return s.get(t) }
}

// linkModules replaces the loaders of modules that share objects.
func linkModules(m map[string]interp.ModuleLoader) {
	abc := &shared{load: func(t *py.Thread) (py.Value, error) { return collections.LoadABC(t) }}
	coll := &shared{load: collections.Load}
	// collections.abc is an attribute of collections once it has been
	// imported (importing it needs its own authorization).
	m["collections"] = func(t *py.Thread) (py.Value, error) {
		c, err := coll.get(t)
		if err != nil {
			return nil, err
		}
		if a := abc.state(t); a.imported {
			c.Dict.SetStr("abc", a.mod)
		}
		return c, nil
	}
	m["collections.abc"] = func(t *py.Thread) (py.Value, error) {
		a, err := abc.get(t)
		if err != nil {
			return nil, err
		}
		abc.state(t).imported = true
		if c := coll.state(t).mod; c != nil {
			c.Dict.SetStr("abc", a)
		}
		return a, nil
	}

	// json.decoder and json.encoder are the modules json holds.
	js := &shared{load: m["json"]}
	m["json"] = js.loader()
	for _, sub := range []string{"decoder", "encoder"} {
		m["json."+sub] = func(t *py.Thread) (py.Value, error) {
			j, err := js.get(t)
			if err != nil {
				return nil, err
			}
			return j.Dict.GetStr(sub), nil
		}
	}

	// queue.time is time.monotonic.
	tm := &shared{load: m["time"]}
	m["time"] = tm.loader()

	// uuid.Enum is enum.Enum, and SafeUUID one of its subclasses.
	en := &shared{load: m["enum"]}
	m["enum"] = en.loader()
	uuidLoad := m["uuid"]
	m["uuid"] = func(t *py.Thread) (py.Value, error) {
		u, err := uuidLoad(t)
		if err != nil {
			return nil, err
		}
		e, err := en.get(t)
		if err != nil {
			return nil, err
		}
		return u, uuid.LinkEnum(t, u.(*py.Module), e)
	}

	// fractions.Decimal is decimal.Decimal.
	dec := &shared{load: m["decimal"]}
	m["decimal"] = dec.loader()
	fracLoad := m["fractions"]
	m["fractions"] = func(t *py.Thread) (py.Value, error) {
		f, err := fracLoad(t)
		if err != nil {
			return nil, err
		}
		d, err := dec.get(t)
		if err != nil {
			return nil, err
		}
		f.(*py.Module).Dict.SetStr("Decimal", d.Dict.GetStr("Decimal"))
		return f, nil
	}

	// typing.Protocol derives from abc.ABC (CPython's _ProtocolMeta
	// derives from ABCMeta).
	ab := &shared{load: m["abc"]}
	m["abc"] = ab.loader()
	m["typing"] = func(t *py.Thread) (py.Value, error) {
		a, err := ab.get(t)
		if err != nil {
			return nil, err
		}
		base, _ := a.Dict.GetStr("ABC").(*py.Type)
		return typingmod.LoadLinked(t, base)
	}

	// calendar.Calendar makes datetime.date values.
	dtm := &shared{load: m["datetime"]}
	m["datetime"] = dtm.loader()
	m["calendar"] = func(t *py.Thread) (py.Value, error) {
		d, err := dtm.get(t)
		if err != nil {
			return nil, err
		}
		return calendarmod.LoadLinked(t, d)
	}

	// secrets.SystemRandom is random.SystemRandom.
	rnd := &shared{load: m["random"]}
	m["random"] = rnd.loader()
	secretsLoad := m["secrets"]
	m["secrets"] = func(t *py.Thread) (py.Value, error) {
		s, err := secretsLoad(t)
		if err != nil {
			return nil, err
		}
		r, err := rnd.get(t)
		if err != nil {
			return nil, err
		}
		s.(*py.Module).Dict.SetStr("SystemRandom", r.Dict.GetStr("SystemRandom"))
		return s, nil
	}

	// numbers' classes derive from abc.ABC.
	m["numbers"] = func(t *py.Thread) (py.Value, error) {
		a, err := ab.get(t)
		if err != nil {
			return nil, err
		}
		return numbersmod.Load(t, a)
	}

	// typing.defaultdict is collections.defaultdict.
	typingLoad := m["typing"]
	m["typing"] = func(t *py.Thread) (py.Value, error) {
		ty, err := typingLoad(t)
		if err != nil {
			return nil, err
		}
		c, err := coll.get(t)
		if err != nil {
			return nil, err
		}
		ty.(*py.Module).Dict.SetStr("defaultdict", c.Dict.GetStr("defaultdict"))
		return ty, nil
	}

	// dataclasses.FunctionType is the type of Python functions (types'),
	// GenericAlias types'.
	dcLoad := m["dataclasses"]
	m["dataclasses"] = func(t *py.Thread) (py.Value, error) {
		dc, err := dcLoad(t)
		if err != nil {
			return nil, err
		}
		dc.(*py.Module).Dict.SetStr("FunctionType", interp.FunctionType)
		dc.(*py.Module).Dict.SetStr("GenericAlias", py.GenericAliasType)
		return dc, nil
	}

	// queue.deque is collections.deque; heappush and heappop are heapq's.
	heap := &shared{load: m["heapq"]}
	m["heapq"] = heap.loader()
	queue := m["queue"]
	m["queue"] = func(t *py.Thread) (py.Value, error) {
		q, err := queue(t)
		if err != nil {
			return nil, err
		}
		c, err := coll.get(t)
		if err != nil {
			return nil, err
		}
		h, err := heap.get(t)
		if err != nil {
			return nil, err
		}
		qm := q.(*py.Module)
		qm.Dict.SetStr("deque", c.Dict.GetStr("deque"))
		qm.Dict.SetStr("heappush", h.Dict.GetStr("heappush"))
		qm.Dict.SetStr("heappop", h.Dict.GetStr("heappop"))
		tmod, err := tm.get(t)
		if err != nil {
			return nil, err
		}
		qm.Dict.SetStr("time", tmod.Dict.GetStr("monotonic"))
		return q, nil
	}

	// numpy reports RuntimeWarnings through the interpreter's warnings
	// module (so filterwarnings and catch_warnings apply to them), and
	// numpy.linalg is the module numpy holds.
	warn := &shared{load: m["warnings"]}
	m["warnings"] = warn.loader()
	// One interpreter's numpy, numpy.random and pandas (in its Locals,
	// under the key npKey).
	type npState = numpyState
	npKey := new(byte)
	npOf := func(t *py.Thread) *npState {
		return t.Local(npKey, func() any { return &npState{} }).(*npState)
	}
	npGet := func(t *py.Thread) (*numpymod.Module, error) {
		st := npOf(t)
		if st.np != nil {
			return st.np, nil
		}
		n, err := numpymod.New(t)
		if err != nil {
			return nil, err
		}
		w, err := warn.get(t)
		if err != nil {
			return nil, err
		}
		n.Warnings = w
		// numpy's __init__ imports numpy.random: np.random is there
		// after `import numpy` (when the policy authorizes it).
		r, err := nprandommod.New(t, n)
		if err != nil {
			return nil, err
		}
		if err := n.SetSubmodule(t, "random", r.PyModule()); err != nil {
			return nil, err
		}
		st.np, st.npr = n, r
		return n, nil
	}
	m["numpy.random"] = func(t *py.Thread) (py.Value, error) {
		if _, err := npGet(t); err != nil {
			return nil, err
		}
		return npOf(t).npr.PyModule(), nil
	}
	m["numpy"] = func(t *py.Thread) (py.Value, error) {
		n, err := npGet(t)
		if err != nil {
			return nil, err
		}
		return n.PyModule(), nil
	}
	m["numpy.linalg"] = func(t *py.Thread) (py.Value, error) {
		n, err := npGet(t)
		if err != nil {
			return nil, err
		}
		return n.Linalg(), nil
	}

	// pandas runs on the interpreter's numpy (its columns are numpy's
	// buffers, df.values is a numpy array). As in smolagents, importing
	// pandas needs pandas authorized, not numpy: `import numpy` stays
	// subject to the policy. Its Timestamps convert to the interpreter's
	// datetime classes and itertuples makes collections' namedtuples.
	loadCollections := m["collections"]
	m["pandas"] = func(t *py.Thread) (py.Value, error) {
		st := npOf(t)
		if st.pd != nil {
			return st.pd.PyModule(), nil
		}
		n, err := npGet(t)
		if err != nil {
			return nil, err
		}
		p, err := pandasmod.New(t, n)
		if err != nil {
			return nil, err
		}
		if p.Datetime, err = dtm.get(t); err != nil {
			return nil, err
		}
		if p.Collections, err = loadCollections(t); err != nil {
			return nil, err
		}
		p.Random = st.npr.PyModule()
		st.pd = p
		return p.PyModule(), nil
	}
	for _, name := range []string{"lib", "lib.stride_tricks"} {
		m["numpy."+name] = func(t *py.Thread) (py.Value, error) {
			n, err := npGet(t)
			if err != nil {
				return nil, err
			}
			return n.Submodule(name), nil
		}
	}
}

// numpyState is one interpreter's numpy, numpy.random and pandas (in its
// Locals).
type numpyState struct {
	np  *numpymod.Module
	npr *nprandommod.Module
	pd  *pandasmod.Module
}

// MemRefs visits the modules (py.MemState: the memory walk).
func (st *numpyState) MemRefs(w *py.MemWalk) {
	w.Add(32)
	if st.np != nil {
		w.Visit(st.np.PyModule())
	}
	if st.npr != nil {
		w.Visit(st.npr.PyModule())
	}
	if st.pd != nil {
		w.Visit(st.pd.PyModule())
	}
}

// Walked passes a walk's findings to numpy (py.WalkObserver), which
// recycles the buffers of the results nothing reaches any more.
func (st *numpyState) Walked(t *py.Thread, w *py.MemWalk, exact bool) {
	if st.np != nil {
		st.np.Walked(t, w, exact)
	}
}
