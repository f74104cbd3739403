package random

import (
	crand "crypto/rand"
	"encoding/binary"
	"io"
	"math"
	"math/big"

	"github.com/kraitpy/krait/py"
)

// This file is the Python-facing random module: a Random class per
// interpreter whose instances hold an engine generator, and module-level
// functions bound to a hidden instance, as in CPython's random.py.
//
// Unseeded generators (Random(), seed(), seed(None), the module's own
// instance) take 624 words from the Thread's Entropy reader, or from
// crypto/rand when it is nil, as CPython takes them from the operating
// system. An embedder fixes the Entropy reader to make runs reproducible.

// box is the built-in part of a Random instance: the engine generator.
type box struct{ r *Random }

// boxType is the (internal) type of box values.
var boxType = py.NewBuiltinType("_random_state", nil)

// Type implements py.Value.
func (*box) Type() *py.Type { return boxType }

// module holds one interpreter's Random class.
type module struct {
	cls *py.Type
}

// genOf returns the generator of a Random instance.
func genOf(self py.Value) (*Random, error) {
	if in, ok := self.(*py.Instance); ok {
		if b, ok := in.Base.(*box); ok {
			return b.r, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 'random.Random' object but received a '%s'", self.Type().Name)
}

// seedFromEntropy seeds r from the thread's entropy source (crypto/rand
// by default), as CPython seeds from the operating system's randomness.
func seedFromEntropy(t *py.Thread, r *Random) {
	var buf [624 * 4]byte
	src := t.Entropy
	if src == nil {
		src = crand.Reader
	}
	if _, err := io.ReadFull(src, buf[:]); err != nil {
		// A failing or short reader leaves a deterministic but valid
		// state.
		r.SeedInt64(0)
		return
	}
	key := make([]uint32, 624)
	for i := range key {
		key[i] = binary.LittleEndian.Uint32(buf[4*i:])
	}
	r.SeedWords(key)
}

// Load creates a fresh random module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	cls, err := m.newClass(t)
	if err != nil {
		return nil, err
	}
	m.cls = cls
	mod := py.NewModule("random")
	d := mod.Dict
	hidden := &py.Instance{Class: cls, Base: &box{r: New()}, Dict: py.NewDict()}
	seedFromEntropy(t, hidden.Base.(*box).r)
	for _, name := range moduleFunctions {
		fn := cls.Dict.GetStr(name)
		bound, err := py.GetAttrByName(t, hidden, name)
		if err != nil || fn == nil {
			return nil, py.NewRuntimeError("random: missing method %s", name)
		}
		d.SetStr(name, bound)
	}
	d.SetStr("Random", cls)
	sys, err := m.newSystemRandom(t)
	if err != nil {
		return nil, err
	}
	d.SetStr("SystemRandom", sys)
	d.SetStr("NV_MAGICCONST", py.Float(nvMagicConst))
	d.SetStr("TWOPI", py.Float(twoPi))
	d.SetStr("LOG4", py.Float(log4))
	d.SetStr("SG_MAGICCONST", py.Float(sgMagicConst))
	d.SetStr("BPF", py.NewInt(53))
	d.SetStr("RECIP_BPF", py.Float(math.Ldexp(1, -53)))
	// Its functions are the methods of a hidden Random bound to it (the
	// memory walk measures the receiver); the classes' methods close over
	// m (visited as mod.Go), names and Go functions.
	mod.Go = m
	py.MarkWalkable(mod)
	py.MarkClassWalkable(cls)
	py.MarkClassWalkable(sys)
	return mod, nil
}

// MemRefs visits Random (the module's Go state).
func (m *module) MemRefs(w *py.MemWalk) { w.Visit(m.cls) }

// MemRefs measures a generator's state (it holds no Python value).
func (b *box) MemRefs(w *py.MemWalk) { w.Add(2600) }

// moduleFunctions are the methods random.py exports as module functions.
var moduleFunctions = []string{
	"seed", "random", "uniform", "triangular", "randint", "choice",
	"randrange", "sample", "shuffle", "choices", "normalvariate",
	"lognormvariate", "expovariate", "vonmisesvariate", "gammavariate",
	"gauss", "betavariate", "paretovariate", "weibullvariate", "getstate",
	"setstate", "getrandbits", "randbytes",
}

// method is one Go method of the Random class.
type method struct {
	name string
	fn   py.BuiltinFunc
}

// newClass creates the Random class.
func (m *module) newClass(t *py.Thread) (*py.Type, error) {
	methods := []method{
		{"__init__", m.init},
		{"seed", seed},
		{"random", random},
		{"getstate", getstate},
		{"setstate", setstate},
		{"getrandbits", getrandbits},
		{"randbytes", randbytes},
		{"randrange", randrange},
		{"randint", randint},
		{"choice", choice},
		{"shuffle", shuffle},
		{"sample", sample},
		{"choices", choices},
		{"uniform", uniform},
		{"triangular", triangular},
		{"__reduce__", reduce},
	}
	methods = append(methods, distributionMethods()...) //krait:alloc-ok constant method tables of random
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("random"))
	ns.SetStr("VERSION", py.NewInt(3))
	owned := make([]*py.Builtin, 0, len(methods))
	for _, me := range methods {
		b := &py.Builtin{Name: me.name, Fn: me.fn}
		ns.SetStr(me.name, b)
		owned = append(owned, b)
	}
	ns.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", m.newInstance)})
	cls, err := py.NewClass(t, "Random", []*py.Type{py.ObjectType}, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range owned {
		b.Owner = cls
	}
	return cls, nil
}

// newSystemRandom creates SystemRandom: a Random subclass whose state
// cannot be saved or restored (krait draws it from the same generator
// kind, reseeded from entropy on every seed call).
func (m *module) newSystemRandom(t *py.Thread) (*py.Type, error) {
	notImpl := func(name string) *py.Builtin {
		return &py.Builtin{Name: name, Fn: func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return nil, py.NewNotImplementedError("System entropy source does not have state.")
		}}
	}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("random"))
	gs, ss := notImpl("getstate"), notImpl("setstate")
	ns.SetStr("getstate", gs)
	ns.SetStr("setstate", ss)
	sd := &py.Builtin{Name: "seed", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		r, err := genOf(self)
		if err != nil {
			return nil, err
		}
		seedFromEntropy(t, r)
		return py.None, nil
	}}
	ns.SetStr("seed", sd)
	cls, err := py.NewClass(t, "SystemRandom", []*py.Type{m.cls}, ns)
	if err != nil {
		return nil, err
	}
	gs.Owner, ss.Owner, sd.Owner = cls, cls, cls
	return cls, nil
}

// newInstance is Random.__new__(cls, *args): an instance with its own
// generator.
func (m *module) newInstance(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("Random.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok || !cls.IsSubtype(m.cls) {
		return nil, py.NewTypeError("Random.__new__(X): X is not a subtype of Random")
	}
	if err := t.Alloc(2600); err != nil {
		return nil, err
	}
	return &py.Instance{Class: cls, Base: &box{r: New()}, Dict: py.NewDict()}, nil
}

// init is Random.__init__(self, x=None): seed(x).
func (m *module) init(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.__init__", []string{"x"}, 0}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	var x py.Value = py.None
	if a[0] != nil {
		x = a[0]
	}
	// Call seed through the instance so a subclass's seed is honoured.
	return py.CallMethod(t, self, "seed", []py.Value{x}, nil)
}

// seed is Random.seed(a=None, version=2).
func seed(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.seed", []string{"a", "version"}, 0}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	version := int64(2)
	if a[1] != nil {
		if v, ok := py.AsInt64(a[1]); ok {
			version = v
		} else if f, ok := a[1].(py.Float); ok {
			version = int64(f)
			if float64(version) != float64(f) {
				version = -1
			}
		} else {
			version = -1
		}
	}
	x := a[0]
	if x == nil {
		x = py.None
	}
	// Seeding from text or bytes makes a few transient copies of them
	// (the bytes, Latin-1 runes or the sha512-suffixed buffer, the big
	// int and its key words): charged up front, seedCopyFactor bytes per
	// input byte, before any of them is made.
	if n := seedInputLen(x); n > 0 {
		if err := t.Alloc(seedCopyFactor * int64(n)); err != nil {
			return nil, err
		}
	}
	if version == 1 {
		switch v := x.(type) {
		case *py.Str:
			r.SeedVersion1([]rune(v.String()))
			return py.None, nil
		case *py.Bytes:
			r.SeedVersion1(latin1Runes(bytesOf(v)))
			return py.None, nil
		case *py.ByteArray:
			r.SeedVersion1(latin1Runes(bytesOf(v)))
			return py.None, nil
		}
	}
	switch v := x.(type) {
	case py.NoneType:
		seedFromEntropy(t, r)
	case py.Int, *py.BigInt, py.Bool:
		b, _ := py.AsBig(v)
		r.SeedInt(b)
	case py.Float:
		if math.IsNaN(float64(v)) {
			r.SeedHash(0)
		} else {
			r.SeedFloat(float64(v))
		}
	case *py.Str:
		if version == 2 {
			r.SeedString(v.String())
		} else {
			h, err := py.Hash(t, v)
			if err != nil {
				return nil, err
			}
			r.SeedHash(h)
		}
	case *py.Bytes, *py.ByteArray:
		if version == 2 {
			r.SeedBytes(bytesOf(v))
		} else {
			h, err := py.Hash(t, v)
			if err != nil {
				return nil, err
			}
			r.SeedHash(h)
		}
	default:
		if in, ok := x.(*py.Instance); ok && in.Base != nil {
			if b, ok := py.AsBig(in.Base); ok {
				r.SeedInt(b)
				return py.None, nil
			}
		}
		return nil, pyError(ErrBadSeedType)
	}
	return py.None, nil
}

// seedCopyFactor bounds the bytes seed's copies take per input byte: the
// bytes copy (1), Latin-1 runes (4) or the sha512-suffixed buffer (1),
// the big int (1) and its key words (1).
const seedCopyFactor = 8

// seedInputLen is the length in bytes of a str, bytes or bytearray seed
// (0 for other seeds).
func seedInputLen(x py.Value) int {
	switch v := x.(type) {
	case *py.Str:
		return len(v.String())
	case *py.Bytes:
		return len(v.String())
	case *py.ByteArray:
		return len(v.Bytes())
	}
	return 0
}

// bytesOf returns the contents of a bytes or bytearray.
func bytesOf(v py.Value) []byte {
	switch b := v.(type) {
	case *py.Bytes:
		return []byte(b.String())
	case *py.ByteArray:
		return append([]byte(nil), b.Bytes()...) //krait:alloc-ok seed charged seedCopyFactor bytes per byte of the seed first (seedInputLen)
	}
	return nil
}

func latin1Runes(b []byte) []rune {
	rs := make([]rune, len(b)) //krait:alloc-ok 4 bytes per byte of b (a seed that exists), garbage after seeding
	for i, c := range b {
		rs[i] = rune(c)
	}
	return rs
}

// random is Random.random().
func random(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("Random.random", args, kwargs); err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	return py.Float(r.Random()), nil
}

// getstate is Random.getstate(): (3, (625 ints), gauss_next).
func getstate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if _, err := (params{"Random.getstate", nil, 0}).bind(args, kwargs); err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(625 * 16); err != nil {
		return nil, err
	}
	st := r.GetState()
	items := make([]py.Value, 0, 625)
	for _, w := range st.Key {
		items = append(items, py.NewInt(int64(w)))
	}
	items = append(items, py.NewInt(int64(st.Index)))
	var g py.Value = py.None
	if st.HasGaussNext {
		g = py.Float(st.GaussNext)
	}
	return py.NewTuple([]py.Value{py.NewInt(3), py.NewTuple(items), g}), nil
}

// setstate is Random.setstate(state).
func setstate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.setstate", []string{"state"}, 1}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	parts, err := py.Items(t, a[0])
	if err != nil {
		return nil, err
	}
	if len(parts) == 0 {
		return nil, py.NewIndexError("tuple index out of range")
	}
	version, _ := py.AsInt64(parts[0])
	if eq, err := py.Equal(t, parts[0], py.NewInt(version)); err != nil || !eq || (version != 2 && version != 3) {
		if err != nil {
			return nil, err
		}
		s, err := py.ToStr(t, parts[0])
		if err != nil {
			return nil, err
		}
		return nil, pyError(SetStateVersion(s))
	}
	if len(parts) != 3 {
		return nil, py.NewValueError("too many values to unpack (expected 2)")
	}
	tup, ok := parts[1].(*py.Tuple)
	if !ok {
		return nil, py.NewTypeError("state vector must be a tuple")
	}
	words := tup.Items()
	if len(words) != 625 {
		return nil, pyError(ErrStateWrongSize)
	}
	var st State
	for i, w := range words {
		b, ok := py.AsBig(w)
		if !ok {
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", w.Type().Name)
		}
		if version == 2 {
			// Version 2 states may hold words as negative ints (Python 2's
			// C longs); random.py reduces them modulo 2**32.
			b = new(big.Int).Mod(b, big.NewInt(1<<32))
		}
		if i < 624 {
			if b.Sign() < 0 || b.BitLen() > 32 {
				return nil, py.NewOverflowError("Python int too large to convert to C unsigned long")
			}
			st.Key[i] = uint32(b.Uint64())
		} else {
			if !b.IsInt64() {
				return nil, py.NewOverflowError("Python int too large to convert to C long")
			}
			st.Index = int(b.Int64())
		}
	}
	if parts[2] != py.None {
		f, err := floatArg(t, parts[2])
		if err != nil {
			return nil, err
		}
		st.GaussNext, st.HasGaussNext = f, true
	}
	if err := r.SetState(st); err != nil {
		return nil, pyError(err)
	}
	return py.None, nil
}

// reduce refuses pickling-style copies (krait has no pickle).
func reduce(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	return nil, py.NewTypeError("cannot pickle 'Random' object")
}

// getrandbits is Random.getrandbits(k).
func getrandbits(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("Random.getrandbits() takes no keyword arguments")
	}
	if len(args) != 1 {
		return nil, py.NewTypeError("Random.getrandbits() takes exactly one argument (%d given)", len(args))
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	k, err := py.Index(t, args[0])
	if err != nil {
		return nil, err
	}
	if k < 0 {
		return nil, py.NewValueError("number of bits must be non-negative")
	}
	if err := t.Alloc(k/8 + 8); err != nil {
		return nil, err
	}
	if err := t.Charge(k/32 + 1); err != nil {
		return nil, err
	}
	if k <= 64 {
		v := r.GetRandBits64(int(k))
		return py.NewBigInt(new(big.Int).SetUint64(v)), nil
	}
	b, err := r.GetRandBits(int(k))
	if err != nil {
		return nil, pyError(err)
	}
	return py.NewBigInt(b), nil
}

// randbytes is Random.randbytes(n).
func randbytes(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.randbytes", []string{"n"}, 1}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	n, err := py.Index(t, a[0])
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, py.NewValueError("number of bits must be non-negative")
	}
	if err := t.Alloc(n + 8); err != nil {
		return nil, err
	}
	if err := t.Charge(n/4 + 1); err != nil {
		return nil, err
	}
	b, err := r.RandBytes(int(n))
	if err != nil {
		return nil, pyError(err)
	}
	return py.NewBytes(string(b)), nil
}
