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
// collections.deque. Loaders() builds a fresh table per interpreter, so
// these shared loaders are per interpreter too.

// shared loads a module once, for every loader that needs it.
type shared struct {
	load interp.ModuleLoader
	mod  *py.Module
	// imported is set once the module was imported by name (not only
	// loaded as another module's dependency).
	imported bool
}

// get loads the module on first use.
func (s *shared) get(t *py.Thread) (*py.Module, error) {
	if s.mod != nil {
		return s.mod, nil
	}
	m, err := s.load(t)
	if err != nil {
		return nil, err
	}
	mod, ok := m.(*py.Module)
	if !ok {
		return nil, py.NewTypeError("module loader returned %s", m.Type().Name)
	}
	s.mod = mod
	return mod, nil
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
		if abc.imported {
			c.Dict.SetStr("abc", abc.mod)
		}
		return c, nil
	}
	m["collections.abc"] = func(t *py.Thread) (py.Value, error) {
		a, err := abc.get(t)
		if err != nil {
			return nil, err
		}
		abc.imported = true
		if coll.mod != nil {
			coll.mod.Dict.SetStr("abc", a)
		}
		return a, nil
	}

	// json.decoder and json.encoder are the modules json holds.
	js := &shared{load: m["json"]}
	m["json"] = func(t *py.Thread) (py.Value, error) { return js.get(t) }
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
	m["time"] = func(t *py.Thread) (py.Value, error) { return tm.get(t) }

	// uuid.Enum is enum.Enum, and SafeUUID one of its subclasses.
	en := &shared{load: m["enum"]}
	m["enum"] = func(t *py.Thread) (py.Value, error) { return en.get(t) }
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
	m["decimal"] = func(t *py.Thread) (py.Value, error) { return dec.get(t) }
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
	m["abc"] = func(t *py.Thread) (py.Value, error) { return ab.get(t) }
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
	m["datetime"] = func(t *py.Thread) (py.Value, error) { return dtm.get(t) }
	m["calendar"] = func(t *py.Thread) (py.Value, error) {
		d, err := dtm.get(t)
		if err != nil {
			return nil, err
		}
		return calendarmod.LoadLinked(t, d)
	}

	// secrets.SystemRandom is random.SystemRandom.
	rnd := &shared{load: m["random"]}
	m["random"] = func(t *py.Thread) (py.Value, error) { return rnd.get(t) }
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
	m["heapq"] = func(t *py.Thread) (py.Value, error) { return heap.get(t) }
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
	m["warnings"] = func(t *py.Thread) (py.Value, error) { return warn.get(t) }
	var np *numpymod.Module
	var npr *nprandommod.Module
	npGet := func(t *py.Thread) (*numpymod.Module, error) {
		if np != nil {
			return np, nil
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
		np, npr = n, r
		return n, nil
	}
	m["numpy.random"] = func(t *py.Thread) (py.Value, error) {
		if _, err := npGet(t); err != nil {
			return nil, err
		}
		return npr.PyModule(), nil
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
	var pd *pandasmod.Module
	m["pandas"] = func(t *py.Thread) (py.Value, error) {
		if pd != nil {
			return pd.PyModule(), nil
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
		if p.Collections, err = m["collections"](t); err != nil {
			return nil, err
		}
		p.Random = npr.PyModule()
		pd = p
		return p.PyModule(), nil
	}
}
