package random

import (
	crand "crypto/rand"
	"fmt"
	"io"
	"math"
	"math/big"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
	"github.com/kraitpy/krait/stdlib/numpy"
	"github.com/kraitpy/krait/stdlib/numpy/internal/nprandom"
)

// This file is SeedSequence and the bit generators MT19937 and PCG64.

// stateType is the (internal) type of the Go values kept in the Base of
// the module's instances.
var stateType = py.NewBuiltinType("_numpy_random_state", nil)

// bitGen is the Go side of an MT19937 or PCG64 instance.
type bitGen struct {
	src *metered          // what the distributions draw from
	mt  *nprandom.MT19937 // set for MT19937
	pcg *nprandom.PCG64   // set for PCG64
	seq py.Value          // the SeedSequence it was seeded from, or None
}

func newBitGen(mt *nprandom.MT19937, pcg *nprandom.PCG64, seq py.Value) *bitGen {
	b := &bitGen{mt: mt, pcg: pcg, seq: seq, src: &metered{}}
	if mt != nil {
		b.src.src = mt
	} else {
		b.src.src = pcg
	}
	return b
}

// metered is a bit generator's source as the distributions see it: it
// charges the running thread for the raw draws, 65536 at a time, and
// stops a draw (panicking with stopDraw, which guard turns into the
// thread's error) when the thread's budget or deadline ends it — some of
// numpy's rejection loops never end on extreme parameters, and a draw
// loops in Go without passing through the interpreter.
type metered struct {
	src nprandom.Source
	t   *py.Thread
	n   uint32
}

// stopDraw carries the limit error that ended a draw.
type stopDraw struct{ err error }

func (s *metered) tick() {
	s.n++
	if s.n&0xffff != 0 || s.t == nil {
		return
	}
	if err := s.t.Charge(0x10000); err != nil {
		panic(stopDraw{err})
	}
	if err := s.t.Poll(); err != nil {
		panic(stopDraw{err})
	}
}

// Uint64 implements nprandom.Source.
func (s *metered) Uint64() uint64 { s.tick(); return s.src.Uint64() }

// Uint32 implements nprandom.Source.
func (s *metered) Uint32() uint32 { s.tick(); return s.src.Uint32() }

// Double implements nprandom.Source.
func (s *metered) Double() float64 { s.tick(); return s.src.Double() }

// Unwrap implements nprandom.Wrapper: the engine's bulk fills, whose
// draws take a bounded number of raw values, bypass the meter (their
// callers charge up front and poll between chunks).
func (s *metered) Unwrap() nprandom.Source { return s.src }

// guard runs a method with its bit generator metered on the calling
// thread, turning a stopped draw into the thread's limit error.
func guard(fn py.BuiltinFunc) py.BuiltinFunc {
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (v py.Value, err error) {
		if mt := meterOf(self); mt != nil {
			prev := mt.t
			mt.t = t
			defer func() { mt.t = prev }()
		}
		defer func() {
			if r := recover(); r != nil {
				s, ok := r.(stopDraw)
				if !ok {
					panic(r)
				}
				v, err = nil, s.err
			}
		}()
		return fn(t, self, args, kwargs)
	}
}

// meterOf returns the metered source behind a RandomState, Generator or
// bit generator instance.
func meterOf(self py.Value) *metered {
	in, ok := self.(*py.Instance)
	if !ok {
		return nil
	}
	switch b := in.Base.(type) {
	case *bitGen:
		return b.src
	case *gen:
		return b.bitgen.Base.(*bitGen).src
	}
	return nil
}

// Type implements py.Value.
func (*bitGen) Type() *py.Type { return stateType }

// seqState is the Go side of a SeedSequence instance.
type seqState struct {
	ss       *nprandom.SeedSequence
	entropy  py.Value
	spawnKey *py.Tuple
}

// Type implements py.Value.
func (*seqState) Type() *py.Type { return stateType }

// entropyInt is what numpy's SeedSequence() takes from the operating
// system: an int of bits random bits, here from the thread's entropy
// source.
func entropyInt(t *py.Thread, bits int) (*big.Int, error) {
	src := t.Entropy
	if src == nil {
		src = crand.Reader
	}
	buf := make([]byte, bits/8) //krait:alloc-ok newSeedSequence charges the pool's words (bits/32) first
	if _, err := io.ReadFull(src, buf); err != nil {
		return nil, py.NewException(py.OSErrorType, "could not read entropy: "+err.Error())
	}
	return new(big.Int).SetBytes(buf), nil
}

// intOf returns v as a big int when it is an int, a bool or a numpy
// integer scalar.
func intOf(v py.Value) (*big.Int, bool) {
	switch x := v.(type) {
	case py.Int:
		return big.NewInt(int64(x)), true
	case py.Bool:
		if x {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	case *py.BigInt:
		return new(big.Int).Set(x.Big()), true
	case *py.Instance:
		if n, ok := numpy.ScalarInt(x); ok {
			return big.NewInt(n), true
		}
		if n, ok := x.Base.(py.Int); ok {
			return big.NewInt(int64(n)), true
		}
		if b, ok := x.Base.(py.Bool); ok {
			return intOf(b)
		}
	}
	return nil, false
}

// entropyWords is numpy's _coerce_to_uint32_array: an int is its 32-bit
// words, a sequence the concatenation of its elements' words.
func (m *Module) entropyWords(t *py.Thread, v py.Value) ([]uint32, error) {
	if n, ok := intOf(v); ok {
		w, err := nprandom.IntWords(n)
		if err != nil {
			return nil, errorOf(err)
		}
		return w, nil
	}
	if _, ok, _ := py.AsFloat(v); ok {
		return nil, py.NewTypeError("seed must be integer")
	}
	items, err := m.items(t, v)
	if err != nil {
		return nil, err
	}
	var out []uint32
	for _, it := range items {
		w, err := m.entropyWords(t, it)
		if err != nil {
			return nil, err
		}
		out = append(out, w...) //krait:alloc-ok the words of ints the program holds (4 bytes per 32 bits of each): no more than the entropy passed
	}
	return out, nil
}

// items returns the elements of a sequence or an array (arrays by their
// first axis); the result must not be modified.
func (m *Module) items(t *py.Thread, v py.Value) ([]py.Value, error) { return py.Items(t, v) }

// newSeedSequence is SeedSequence(entropy, spawn_key=..., pool_size=...).
func (m *Module) newSeedSequence(t *py.Thread, entropy py.Value, spawnKey *py.Tuple, poolSize int) (*py.Instance, error) {
	if poolSize < nprandom.DefaultPoolSize {
		return nil, py.NewValueError("The size of the entropy pool should be at least %d", nprandom.DefaultPoolSize)
	}
	if entropy == nil || entropy == py.None {
		// poolSize random words: the bytes read and the int made of them.
		if err := m.chargeTemp(t, int64(poolSize)); err != nil {
			return nil, err
		}
		n, err := entropyInt(t, poolSize*32)
		if err != nil {
			return nil, err
		}
		entropy = py.NewBigInt(n)
	}
	if _, ok := intOf(entropy); !ok {
		switch entropy.(type) {
		case *py.List, *py.Tuple, *py.Range:
		default:
			if _, ok := m.unwrap(entropy); !ok {
				s, err := py.ToStr(t, entropy)
				if err != nil {
					return nil, err
				}
				return nil, py.NewTypeError("SeedSequence expects int or sequence of ints for entropy not %s", s)
			}
		}
	}
	words, err := m.entropyWords(t, entropy)
	if err != nil {
		return nil, err
	}
	if spawnKey == nil {
		spawnKey = py.NewTuple(nil)
	}
	key, err := m.entropyWords(t, spawnKey)
	if err != nil {
		return nil, err
	}
	if err := chargeSeed(t, len(words), len(key), poolSize, 1); err != nil {
		return nil, err
	}
	st := &seqState{ss: nprandom.NewSeedSequence(words, key, poolSize), entropy: entropy, spawnKey: spawnKey}
	return &py.Instance{Class: m.seqCls, Base: st, Dict: py.NewDict()}, nil
}

func (m *Module) seedSequenceNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 0 {
		args = args[1:] // the class
	}
	a, err := pyargs.Bind("SeedSequence", false, []string{"entropy", "*spawn_key", "*pool_size", "*n_children_spawned"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	var key *py.Tuple
	if a[1] != nil {
		items, err := m.items(t, a[1])
		if err != nil {
			return nil, err
		}
		key = py.NewTuple(items)
	}
	pool := nprandom.DefaultPoolSize
	if a[2] != nil {
		n, err := py.Index(t, a[2])
		if err != nil {
			return nil, err
		}
		pool = int(n)
	}
	in, err := m.newSeedSequence(t, a[0], key, pool)
	if err != nil {
		return nil, err
	}
	if a[3] != nil {
		n, err := py.Index(t, a[3])
		if err != nil {
			return nil, err
		}
		if err := checkUint32(n); err != nil {
			return nil, err
		}
		in.Base.(*seqState).ss.Skip(int(n))
	}
	return in, nil
}

func seqOf(v py.Value) (*seqState, error) {
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Base.(*seqState); ok {
			return s, nil
		}
	}
	return nil, py.NewTypeError("descriptor requires a 'numpy.random.SeedSequence' object but received a '%s'", py.TypeName(v))
}

// seqAttr is the getter of a SeedSequence attribute.
func (m *Module) seqAttr(name string) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, _ []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("%s needs a SeedSequence", name)
		}
		s, err := seqOf(args[0])
		if err != nil {
			return nil, err
		}
		switch name {
		case "entropy":
			return s.entropy, nil
		case "spawn_key":
			return s.spawnKey, nil
		case "pool_size":
			return py.NewInt(int64(len(s.ss.Pool()))), nil
		case "n_children_spawned":
			return py.NewInt(int64(s.ss.Spawned())), nil
		case "pool":
			return m.uint32Array(t, s.ss.Pool())
		}
		d := py.NewDict()
		d.SetStr("entropy", s.entropy)
		d.SetStr("spawn_key", s.spawnKey)
		d.SetStr("pool_size", py.NewInt(int64(len(s.ss.Pool()))))
		d.SetStr("n_children_spawned", py.NewInt(int64(s.ss.Spawned())))
		return d, nil
	}
}

func (m *Module) seedSequenceMethods() []goclass.Method {
	return []goclass.Method{
		{Name: "generate_state", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := seqOf(self)
			if err != nil {
				return nil, err
			}
			a, err := pyargs.Bind("generate_state", true, []string{"n_words", "dtype"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			n, err := py.Index(t, a[0])
			if err != nil {
				return nil, err
			}
			wide := false
			if a[1] != nil {
				switch dtypeName(t, a[1]) {
				case "uint32":
				case "uint64":
					wide = true
				default:
					return nil, py.NewValueError("only support uint32 or uint64")
				}
			}
			if n < 0 {
				return nil, py.NewValueError("negative dimensions are not allowed")
			}
			if err := m.charge(t, int(n)); err != nil {
				return nil, err
			}
			if wide {
				return m.uint64Array(t, s.ss.GenerateState64(int(n)))
			}
			return m.uint32Array(t, s.ss.GenerateState32(int(n)))
		}},
		{Name: "spawn", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := seqOf(self)
			if err != nil {
				return nil, err
			}
			a, err := pyargs.Bind("spawn", true, []string{"n_children"}, 1, args, kwargs)
			if err != nil {
				return nil, err
			}
			n, err := py.Index(t, a[0])
			if err != nil {
				return nil, err
			}
			if err := checkUint32(n); err != nil {
				return nil, err
			}
			// Each child: its SeedSequence (pool, entropy and key copies,
			// mixed in pool² steps) and its Python object with a key tuple
			// one longer than the parent's.
			keyItems := len(s.spawnKey.Items())
			if err := chargeSeed(t, len(s.ss.Entropy()), len(s.ss.SpawnKey())+1, s.ss.PoolSize(), n); err != nil {
				return nil, err
			}
			if err := m.chargeTemp(t, n*int64(seqObjectWords+keyItems+1)); err != nil {
				return nil, err
			}
			kids := s.ss.Spawn(int(n))
			out := make([]py.Value, len(kids)) //krait:alloc-ok charged above (chargeTemp of seqObjectWords per child)
			for i, k := range kids {
				key := append(append([]py.Value(nil), s.spawnKey.Items()...), py.NewInt(int64(s.ss.Spawned()-len(kids)+i))) //krait:alloc-ok charged above (a word per key item per child)
				out[i] = &py.Instance{Class: m.seqCls, Dict: py.NewDict(),
					Base: &seqState{ss: k, entropy: s.entropy, spawnKey: py.NewTuple(key)}}
			}
			return py.NewList(out), nil
		}},
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
			s, err := seqOf(self)
			if err != nil {
				return nil, err
			}
			e, err := py.Repr(t, s.entropy)
			if err != nil {
				return nil, err
			}
			text := "SeedSequence(\n    entropy=" + e + ",\n"
			if len(s.spawnKey.Items()) > 0 {
				k, err := py.Repr(t, s.spawnKey)
				if err != nil {
					return nil, err
				}
				text += "    spawn_key=" + k + ",\n"
			}
			if n := len(s.ss.Pool()); n != nprandom.DefaultPoolSize {
				text += "    pool_size=" + itoa(n) + ",\n"
			}
			if n := s.ss.Spawned(); n != 0 {
				text += "    n_children_spawned=" + itoa(n) + ",\n"
			}
			return py.NewStr(text + ")"), nil
		}},
	}
}

// seedSequenceOf returns v when it is a SeedSequence instance, else
// SeedSequence(v) (BitGenerator.__init__).
func (m *Module) seedSequenceOf(t *py.Thread, v py.Value) (*py.Instance, error) {
	if in, ok := v.(*py.Instance); ok {
		if _, ok := in.Base.(*seqState); ok {
			return in, nil
		}
	}
	return m.newSeedSequence(t, v, nil, nprandom.DefaultPoolSize)
}

// newMT is MT19937(seed).
func (m *Module) newMT(t *py.Thread, seed py.Value) (*py.Instance, error) {
	seq, err := m.seedSequenceOf(t, seed)
	if err != nil {
		return nil, err
	}
	mt := &nprandom.MT19937{}
	mt.SeedSequence(seq.Base.(*seqState).ss, false)
	return &py.Instance{Class: m.mtCls, Dict: py.NewDict(), Base: newBitGen(mt, nil, seq)}, nil
}

// newPCG is PCG64(seed).
func (m *Module) newPCG(t *py.Thread, seed py.Value) (*py.Instance, error) {
	seq, err := m.seedSequenceOf(t, seed)
	if err != nil {
		return nil, err
	}
	p := nprandom.NewPCG64(seq.Base.(*seqState).ss)
	return &py.Instance{Class: m.pcgCls, Dict: py.NewDict(), Base: newBitGen(nil, p, seq)}, nil
}

// oneArg binds the optional seed argument of a constructor whose first
// argument is the class.
func oneArg(qual, name string, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 0 {
		args = args[1:]
	}
	a, err := pyargs.Bind(qual, false, []string{name}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	return a[0], nil
}

func (m *Module) mtNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	seed, err := oneArg("MT19937", "seed", args, kwargs)
	if err != nil {
		return nil, err
	}
	return m.newMT(t, seed)
}

func (m *Module) pcgNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	seed, err := oneArg("PCG64", "seed", args, kwargs)
	if err != nil {
		return nil, err
	}
	return m.newPCG(t, seed)
}

func (m *Module) bitGeneratorNew(*py.Thread, py.Value, []py.Value, []py.Kwarg) (py.Value, error) {
	return nil, py.NewException(py.NotImplementedErrorType, "BitGenerator is a base class and cannot be instantized")
}

// bitGenOf returns the bit generator of an MT19937 or PCG64 instance.
func bitGenOf(v py.Value) (*bitGen, bool) {
	if in, ok := v.(*py.Instance); ok {
		if b, ok := in.Base.(*bitGen); ok {
			return b, true
		}
	}
	return nil, false
}

func bitGenArg(v py.Value) (*bitGen, error) {
	if b, ok := bitGenOf(v); ok {
		return b, nil
	}
	return nil, py.NewTypeError("descriptor requires a 'numpy.random.BitGenerator' object but received a '%s'", py.TypeName(v))
}

func (m *Module) bitGeneratorMethods() []goclass.Method {
	return []goclass.Method{
		{Name: "random_raw", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			b, err := bitGenArg(self)
			if err != nil {
				return nil, err
			}
			a, err := pyargs.Bind("random_raw", true, []string{"size", "output"}, 0, args, kwargs)
			if err != nil {
				return nil, err
			}
			raw := func() uint64 {
				if b.mt != nil {
					return uint64(b.src.Uint32())
				}
				return b.src.Uint64()
			}
			if a[0] == nil || a[0] == py.None {
				return py.NewBigInt(new(big.Int).SetUint64(raw())), nil
			}
			shape, err := m.shapeArg(t, a[0])
			if err != nil {
				return nil, err
			}
			n := sizeOf(shape)
			if err := m.charge(t, n); err != nil {
				return nil, err
			}
			out := make([]uint64, n)
			for i := range out {
				out[i] = raw()
			}
			return m.uint64ArrayShape(t, out, shape)
		}},
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, _ []py.Value, _ []py.Kwarg) (py.Value, error) {
			mod, name := "_pcg64", "PCG64"
			if b, ok := bitGenOf(self); ok && b.mt != nil {
				mod, name = "_mt19937", "MT19937"
			}
			return py.NewStr(fmt.Sprintf("<numpy.random.%s.%s object at 0x%012x>", mod, name, py.Id(self))), nil
		}},
	}
}

func (m *Module) bitGenSeedSeq(t *py.Thread, _ py.Value, args []py.Value, _ []py.Kwarg) (py.Value, error) {
	b, err := bitGenArg(args[0])
	if err != nil {
		return nil, err
	}
	if b.seq == nil {
		return py.None, nil
	}
	return b.seq, nil
}

// bitGenState is the state property's getter.
func (m *Module) bitGenState(t *py.Thread, _ py.Value, args []py.Value, _ []py.Kwarg) (py.Value, error) {
	b, err := bitGenArg(args[0])
	if err != nil {
		return nil, err
	}
	d := py.NewDict()
	inner := py.NewDict()
	if b.mt != nil {
		key, pos := b.mt.State()
		arr, err := m.uint32Array(t, key[:])
		if err != nil {
			return nil, err
		}
		d.SetStr("bit_generator", py.NewStr("MT19937"))
		inner.SetStr("key", arr)
		inner.SetStr("pos", py.NewInt(int64(pos)))
		d.SetStr("state", inner)
		return d, nil
	}
	st := b.pcg.State()
	d.SetStr("bit_generator", py.NewStr("PCG64"))
	inner.SetStr("state", py.NewBigInt(u128(st.StateHi, st.StateLo)))
	inner.SetStr("inc", py.NewBigInt(u128(st.IncHi, st.IncLo)))
	d.SetStr("state", inner)
	has := int64(0)
	if st.HasUint32 {
		has = 1
	}
	d.SetStr("has_uint32", py.NewInt(has))
	d.SetStr("uinteger", py.NewInt(int64(st.Uinteger)))
	return d, nil
}

func u128(hi, lo uint64) *big.Int {
	n := new(big.Int).SetUint64(hi)
	n.Lsh(n, 64)
	return n.Or(n, new(big.Int).SetUint64(lo))
}

// bitGenSetState is the state property's setter.
func (m *Module) bitGenSetState(t *py.Thread, _ py.Value, args []py.Value, _ []py.Kwarg) (py.Value, error) {
	if len(args) != 2 {
		return nil, py.NewTypeError("state setter needs a value")
	}
	b, err := bitGenArg(args[0])
	if err != nil {
		return nil, err
	}
	if b.mt != nil {
		return py.None, m.setMTState(t, b.mt, args[1])
	}
	d, ok := args[1].(*py.Dict)
	if !ok {
		return nil, py.NewTypeError("state must be a dict")
	}
	if name, _ := dictStr(d, "bit_generator"); name != "PCG64" {
		return nil, py.NewValueError("state must be for a PCG64 RNG")
	}
	inner, _ := d.GetStr("state").(*py.Dict)
	if inner == nil {
		return nil, py.NewException(py.KeyErrorType, "'state'")
	}
	state, ok1 := intOf(inner.GetStr("state"))
	inc, ok2 := intOf(inner.GetStr("inc"))
	has, ok3 := intOf(d.GetStr("has_uint32"))
	u, ok4 := intOf(d.GetStr("uinteger"))
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil, py.NewTypeError("PCG64 state values must be integers")
	}
	mask := new(big.Int).SetUint64(^uint64(0))
	word := func(n *big.Int, shift uint) uint64 {
		return new(big.Int).And(new(big.Int).Rsh(n, shift), mask).Uint64()
	}
	b.pcg.SetState(nprandom.PCG64State{
		StateHi: word(state, 64), StateLo: word(state, 0),
		IncHi: word(inc, 64), IncLo: word(inc, 0),
		HasUint32: has.Sign() != 0, Uinteger: uint32(word(u, 0)),
	})
	return py.None, nil
}

// setMTState sets an MT19937's key and position from numpy's state dict
// or legacy tuple ('MT19937', key, pos[, has_gauss, gauss]).
func (m *Module) setMTState(t *py.Thread, mt *nprandom.MT19937, v py.Value) error {
	var key, pos py.Value
	switch x := v.(type) {
	case *py.Tuple:
		it := x.Items()
		if len(it) != 3 && len(it) != 5 {
			return py.NewValueError("state is not a legacy MT19937 state")
		}
		if s, ok := it[0].(*py.Str); !ok || s.String() != "MT19937" {
			return py.NewValueError("state is not a legacy MT19937 state")
		}
		key, pos = it[1], it[2]
	case *py.Dict:
		if name, _ := dictStr(x, "bit_generator"); name != "MT19937" {
			return py.NewValueError("state must be for a MT19937 PRNG")
		}
		inner, _ := x.GetStr("state").(*py.Dict)
		if inner == nil {
			return py.NewException(py.KeyErrorType, "'state'")
		}
		key, pos = inner.GetStr("key"), inner.GetStr("pos")
	default:
		return py.NewTypeError("state must be a dict")
	}
	items, err := m.items(t, key)
	if err != nil {
		return err
	}
	if len(items) < 624 {
		return py.NewIndexError("index %d is out of bounds for axis 0 with size %d", len(items), len(items))
	}
	var words [624]uint32
	for i := range words {
		n, ok := intOf(items[i])
		if !ok {
			return py.NewTypeError("an integer is required")
		}
		words[i] = uint32(n.Uint64())
	}
	p, err := py.Index(t, pos)
	if err != nil {
		return err
	}
	mt.SetState(words, int(p))
	return nil
}

// dictStr returns the str stored under key, if any.
func dictStr(d *py.Dict, key string) (string, bool) {
	if s, ok := d.GetStr(key).(*py.Str); ok {
		return s.String(), true
	}
	return "", false
}

func itoa(n int) string { return big.NewInt(int64(n)).String() } //krait:alloc-ok one machine int's digits

// seqObjectWords is the memory, in 8-byte words, of a spawned child's
// Python side: its Instance, Dict, seqState, key tuple header and its
// slot in the result list.
const seqObjectWords = 64

// chargeSeed charges the memory and the mixing work of n SeedSequences
// with these entropy and key lengths (32-bit words) and pool size before
// they are made.
func chargeSeed(t *py.Thread, entropy, key, poolSize int, n int64) error {
	b, ops := nprandom.SeedBytes(entropy, key, poolSize), nprandom.SeedOps(entropy, key, poolSize)
	if n > 0 && (b > math.MaxInt64/n || ops > math.MaxInt64/n) {
		return t.Alloc(-1)
	}
	if err := t.Alloc(b * n); err != nil {
		return err
	}
	return t.Charge(ops * n)
}

// checkUint32 refuses a child count that numpy's uint32_t counter cannot
// hold, with Cython's OverflowError.
func checkUint32(n int64) error {
	if n < 0 {
		return py.NewException(py.OverflowErrorType, "can't convert negative value to uint32_t")
	}
	if n > math.MaxUint32 {
		return py.NewException(py.OverflowErrorType, "value too large to convert to uint32_t")
	}
	return nil
}
