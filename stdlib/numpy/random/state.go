package random

import (
	"math/big"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	"github.com/kraitpy/krait/stdlib/numpy"
	"github.com/kraitpy/krait/stdlib/numpy/internal/nprandom"
)

// This file is the RandomState and Generator objects: construction,
// seeding, state, and numpy.random's module-level seed and default_rng.

// gen is the Go side of a RandomState (legacy) or Generator instance.
type gen struct {
	legacy bool
	rs     *nprandom.RandomState
	g      *nprandom.Generator
	bitgen *py.Instance // the MT19937 or PCG64 object it draws from
	dists  map[string]nprandom.Dist
}

// Type implements py.Value.
func (*gen) Type() *py.Type { return stateType }

// src is the bit generator.
func (g *gen) src() nprandom.Source { return g.bitgen.Base.(*bitGen).src }

// newRandomState is RandomState(bit_generator).
func (m *Module) newRandomState(bg *py.Instance) *py.Instance {
	rs := nprandom.NewRandomState(bg.Base.(*bitGen).src)
	return &py.Instance{Class: m.rsCls, Dict: py.NewDict(), Base: &gen{legacy: true, rs: rs, bitgen: bg, dists: rs.Dists()}}
}

// newGenerator is Generator(bit_generator).
func (m *Module) newGenerator(bg *py.Instance) *py.Instance {
	g := nprandom.NewGenerator(bg.Base.(*bitGen).src)
	return &py.Instance{Class: m.genCls, Dict: py.NewDict(), Base: &gen{g: g, bitgen: bg, dists: g.Dists()}}
}

// genOf returns the Go side of a RandomState or Generator instance.
func genOf(v py.Value, legacy bool) (*gen, error) {
	if in, ok := v.(*py.Instance); ok {
		if g, ok := in.Base.(*gen); ok && g.legacy == legacy {
			return g, nil
		}
	}
	name := "Generator"
	if legacy {
		name = "RandomState"
	}
	return nil, py.NewTypeError("descriptor requires a 'numpy.random.%s' object but received a '%s'", name, py.TypeName(v))
}

func (m *Module) randomStateNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	seed, err := oneArg("RandomState", "seed", args, kwargs)
	if err != nil {
		return nil, err
	}
	if _, ok := bitGenOf(seed); ok {
		return m.newRandomState(seed.(*py.Instance)), nil
	}
	if seed == nil || seed == py.None {
		bg, err := m.newMT(t, nil)
		if err != nil {
			return nil, err
		}
		return m.newRandomState(bg), nil
	}
	mt := &nprandom.MT19937{}
	bg := &py.Instance{Class: m.mtCls, Dict: py.NewDict(), Base: newBitGen(mt, nil, py.None)}
	if err := m.legacySeed(t, mt, seed); err != nil {
		return nil, err
	}
	return m.newRandomState(bg), nil
}

// legacySeed is MT19937._legacy_seeding: None reseeds from fresh entropy
// through a SeedSequence, an int in [0, 2**32) is init_genrand, a 1-d
// sequence of such ints init_by_array.
func (m *Module) legacySeed(t *py.Thread, mt *nprandom.MT19937, seed py.Value) error {
	if seed == nil || seed == py.None {
		seq, err := m.newSeedSequence(t, nil, nil, nprandom.DefaultPoolSize)
		if err != nil {
			return err
		}
		mt.SeedSequence(seq.Base.(*seqState).ss, true)
		return nil
	}
	if a, ok := m.unwrap(seed); ok && a.Size() == 1 && (a.Kind() == numpy.Int64 || a.Kind() == numpy.Bool) {
		seed = py.NewInt(a.Int64At(0)) // numpy squeezes a one-element array to its element
	}
	if n, ok := intOf(seed); ok {
		if n.Sign() < 0 || n.BitLen() > 32 {
			return py.NewValueError("Seed must be between 0 and 2**32 - 1")
		}
		mt.SeedLegacy(uint32(n.Uint64()))
		return nil
	}
	if _, ok, _ := py.AsFloat(seed); ok {
		return py.NewTypeError("Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'")
	}
	arr, err := m.asArray(t, seed)
	if err != nil {
		return err
	}
	if arr.Size() == 0 {
		return py.NewValueError("Seed must be non-empty")
	}
	if arr.Ndim() != 1 {
		return py.NewValueError("Seed array must be 1-d")
	}
	items, err := m.items(t, seed)
	if err != nil {
		return err
	}
	key := make([]uint32, len(items))
	for i, it := range items {
		n, ok := intOf(it)
		if !ok {
			return py.NewTypeError("Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'")
		}
		if n.Sign() < 0 || n.BitLen() > 32 {
			return py.NewValueError("Seed must be between 0 and 2**32 - 1")
		}
		key[i] = uint32(n.Uint64())
	}
	mt.SeedLegacyArray(key)
	return nil
}

// reseed is RandomState.seed(seed).
func (m *Module) reseed(t *py.Thread, g *gen, seed py.Value) error {
	b := g.bitgen.Base.(*bitGen)
	if b.mt == nil {
		return py.NewTypeError("can only re-seed a MT19937 BitGenerator")
	}
	if err := m.legacySeed(t, b.mt, seed); err != nil {
		return err
	}
	b.seq = py.None
	g.rs.ResetGauss()
	return nil
}

// moduleSeed is np.random.seed(seed=None).
func (m *Module) moduleSeed(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("seed", false, []string{"seed"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	g := m.global.Base.(*gen)
	b := g.bitgen.Base.(*bitGen)
	if b.mt == nil {
		// numpy seeds a non-MT19937 global generator by building a new
		// one of its type and taking its state.
		fresh, err := m.newPCG(t, a[0])
		if err != nil {
			return nil, err
		}
		b.pcg.SetState(fresh.Base.(*bitGen).pcg.State())
		return py.None, nil
	}
	return py.None, m.reseed(t, g, a[0])
}

func (m *Module) getBitGenerator(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if _, err := pyargs.Bind("get_bit_generator", false, nil, 0, args, kwargs); err != nil {
		return nil, err
	}
	return m.global.Base.(*gen).bitgen, nil
}

func (m *Module) setBitGenerator(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("set_bit_generator", false, []string{"bitgen"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	b, ok := bitGenOf(a[0])
	if !ok {
		return nil, py.NewException(py.AttributeErrorType, "'"+py.TypeName(a[0])+"' object has no attribute 'capsule'")
	}
	g := m.global.Base.(*gen)
	g.bitgen = a[0].(*py.Instance)
	g.rs.SetSource(b.src)
	return py.None, nil
}

// getState is RandomState.get_state(legacy=True).
func (m *Module) getState(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	g, err := genOf(self, true)
	if err != nil {
		return nil, err
	}
	a, err := pyargs.Bind("get_state", true, []string{"legacy"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	st, err := m.bitGenState(t, nil, []py.Value{g.bitgen}, nil)
	if err != nil {
		return nil, err
	}
	d := st.(*py.Dict)
	has, gauss := g.rs.GaussState()
	hasV := py.NewInt(0)
	if has {
		hasV = py.NewInt(1)
	}
	legacy := true
	if a[0] != nil {
		if legacy, err = py.Truth(t, a[0]); err != nil {
			return nil, err
		}
	}
	if g.bitgen.Base.(*bitGen).mt == nil {
		legacy = false
	}
	if !legacy {
		d.SetStr("has_gauss", hasV)
		d.SetStr("gauss", py.Float(gauss))
		return d, nil
	}
	inner := d.GetStr("state").(*py.Dict)
	return py.NewTuple([]py.Value{py.NewStr("MT19937"), inner.GetStr("key"), inner.GetStr("pos"), hasV, py.Float(gauss)}), nil
}

// setState is RandomState.set_state(state).
func (m *Module) setState(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	g, err := genOf(self, true)
	if err != nil {
		return nil, err
	}
	a, err := pyargs.Bind("set_state", true, []string{"state"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	has, gauss := false, 0.0
	switch st := a[0].(type) {
	case *py.Dict:
		if st.GetStr("bit_generator") == nil || st.GetStr("state") == nil {
			return nil, py.NewValueError("state dictionary is not valid.")
		}
		if v := st.GetStr("has_gauss"); v != nil {
			if has, err = py.Truth(t, v); err != nil {
				return nil, err
			}
		}
		if v := st.GetStr("gauss"); v != nil {
			gauss, _, _ = py.AsFloat(v)
		}
	case *py.Tuple, *py.List:
		items, _ := py.Items(t, st)
		if len(items) == 0 {
			return nil, py.NewIndexError("tuple index out of range")
		}
		if s, ok := items[0].(*py.Str); !ok || s.String() != "MT19937" {
			return nil, py.NewValueError("set_state can only be used with legacy MT19937state instances.")
		}
		if len(items) > 3 {
			if len(items) < 5 {
				return nil, py.NewIndexError("tuple index out of range")
			}
			if has, err = py.Truth(t, items[3]); err != nil {
				return nil, err
			}
			gauss, _, _ = py.AsFloat(items[4])
		}
		a[0] = py.NewTuple(items[:3])
	default:
		return nil, py.NewTypeError("state must be a dict or a tuple.")
	}
	b := g.bitgen.Base.(*bitGen)
	if b.mt != nil {
		if err := m.setMTState(t, b.mt, a[0]); err != nil {
			return nil, err
		}
	} else if _, err := m.bitGenSetState(t, nil, []py.Value{g.bitgen, a[0]}, nil); err != nil {
		return nil, err
	}
	g.rs.SetGaussState(has, gauss)
	return py.None, nil
}

func (m *Module) generatorNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	bg, err := oneArg("Generator", "bit_generator", args, kwargs)
	if err != nil {
		return nil, err
	}
	if bg == nil {
		return nil, py.NewTypeError("Generator.__init__() missing 1 required positional argument: 'bit_generator'")
	}
	if _, ok := bitGenOf(bg); !ok {
		return nil, py.NewException(py.AttributeErrorType, "'"+py.TypeName(bg)+"' object has no attribute 'capsule'")
	}
	return m.newGenerator(bg.(*py.Instance)), nil
}

func (m *Module) generatorBitGen(t *py.Thread, _ py.Value, args []py.Value, _ []py.Kwarg) (py.Value, error) {
	g, err := genOf(args[0], false)
	if err != nil {
		return nil, err
	}
	return g.bitgen, nil
}

// defaultRNG is np.random.default_rng(seed=None): a Generator passes
// through, a bit generator is wrapped, anything else seeds a PCG64.
func (m *Module) defaultRNG(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := pyargs.Bind("default_rng", false, []string{"seed"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	if in, ok := a[0].(*py.Instance); ok {
		if g, ok := in.Base.(*gen); ok && !g.legacy {
			return in, nil
		}
		if _, ok := in.Base.(*bitGen); ok {
			return m.newGenerator(in), nil
		}
	}
	bg, err := m.newPCG(t, a[0])
	if err != nil {
		return nil, err
	}
	return m.newGenerator(bg), nil
}

// stateRepr is the str() of a RandomState or Generator:
// "RandomState(MT19937)".
func stateRepr(self py.Value) (string, error) {
	in, ok := self.(*py.Instance)
	if !ok {
		return "", py.NewTypeError("bad self")
	}
	g, ok := in.Base.(*gen)
	if !ok {
		return "", py.NewTypeError("bad self")
	}
	return in.Class.Name + "(" + g.bitgen.Class.Name + ")", nil
}

// bigOf is the int value of an integer argument as numpy reads one
// (int(np.array(v)): floats truncate).
func bigOf(t *py.Thread, v py.Value) (*big.Int, error) {
	if n, ok := intOf(v); ok {
		return n, nil
	}
	if f, ok, err := py.AsFloat(v); ok || err != nil {
		if err != nil {
			return nil, err
		}
		if f != f || f > 1e300 || f < -1e300 {
			return nil, py.NewOverflowError("cannot convert float infinity to integer")
		}
		n, _ := big.NewFloat(f).Int(nil)
		return n, nil
	}
	n, err := py.Index(t, v)
	if err != nil {
		return nil, err
	}
	return big.NewInt(n), nil
}
