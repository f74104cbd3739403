package random

import (
	"errors"
	"math"
	"math/big"

	"github.com/kraitpy/krait/py"
)

// rangeArg converts a randrange argument as random.py 3.11 does: an
// integer (or __index__) directly; otherwise int(x), refused with
// "non-integer <which> for randrange()" unless it equals x.
func rangeArg(t *py.Thread, v py.Value, which string) (*big.Int, error) {
	if b, ok := py.AsBig(v); ok {
		return b, nil
	}
	if v.Type().Lookup("__index__") != nil {
		i, err := py.Index(t, v)
		if err != nil {
			return nil, err
		}
		return big.NewInt(i), nil
	}
	iv, err := py.ToInt(t, v)
	if err != nil {
		return nil, err
	}
	eq, err := py.Equal(t, iv, v)
	if err != nil {
		return nil, err
	}
	if !eq {
		return nil, pyError(NonIntegerRandRangeArg(which))
	}
	b, _ := py.AsBig(iv)
	return b, nil
}

// randrange is Random.randrange(start, stop=None, step=1).
func randrange(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) == 0 {
		if v, ok, err := randrangeInts(self, args); ok {
			return v, err
		}
	}
	a, err := params{"Random.randrange", []string{"start", "stop", "step"}, 1}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	return doRandrange(t, self, a[0], a[1], a[2])
}

// randrangeInts is randrange for one to three positional arguments that
// are all ints in the int64 range (not bool, not a subclass) with a
// non-empty range and step 1: it draws what doRandrange draws, without
// binding the arguments into a new slice or converting them to big.Int.
// ok=false leaves the call, errors included, to the general path.
func randrangeInts(self py.Value, args []py.Value) (v py.Value, ok bool, err error) {
	if len(args) == 0 || len(args) > 3 {
		return nil, false, nil
	}
	start, ok := args[0].(py.Int)
	if !ok {
		return nil, false, nil
	}
	r, gerr := genOf(self)
	if gerr != nil {
		return nil, false, nil
	}
	if len(args) == 1 {
		if start <= 0 {
			return nil, false, nil
		}
		return py.NewInt(int64(r.RandBelow64(uint64(start)))), true, nil
	}
	stop, ok := args[1].(py.Int)
	if !ok {
		return nil, false, nil
	}
	if len(args) == 3 {
		if step, ok := args[2].(py.Int); !ok || step != 1 {
			return nil, false, nil
		}
	}
	x, ok, rerr := r.RandRange64(int64(start), int64(stop), 1)
	if !ok || rerr != nil {
		return nil, false, nil
	}
	return py.NewInt(x), true, nil
}

// doRandrange draws randrange(start, stop, step); stop and step may be
// nil (absent) or None (stop only).
func doRandrange(t *py.Thread, self py.Value, start, stop, step py.Value) (py.Value, error) {
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	istart, err := rangeArg(t, start, "arg 1")
	if err != nil {
		return nil, err
	}
	var istop, istep *big.Int
	if stop != nil && stop != py.None {
		if istop, err = rangeArg(t, stop, "stop"); err != nil {
			return nil, err
		}
	}
	// random.py tests `step is _ONE`: an explicit 1 is the same object.
	if step != nil {
		if v, ok := step.(py.Int); !ok || v != 1 {
			if istop == nil {
				return nil, py.NewTypeError("Missing a non-None stop argument")
			}
			if istep, err = rangeArg(t, step, "step"); err != nil {
				return nil, err
			}
		}
	}
	if istop != nil && (istep == nil || istep.IsInt64()) && istart.IsInt64() && istop.IsInt64() {
		st := int64(1)
		if istep != nil {
			st = istep.Int64()
		}
		if v, ok, err := r.RandRange64(istart.Int64(), istop.Int64(), st); ok {
			if err != nil {
				return nil, pyError(err)
			}
			return py.NewInt(v), nil
		}
	}
	if err := t.Charge(int64(istart.BitLen()+bitLen(istop))/32 + 1); err != nil {
		return nil, err
	}
	v, err := r.RandRange(istart, istop, istep)
	if err != nil {
		return nil, pyError(err)
	}
	return py.NewBigInt(v), nil
}

func bitLen(b *big.Int) int {
	if b == nil {
		return 0
	}
	return b.BitLen()
}

// randint is Random.randint(a, b): randrange(a, b+1).
func randint(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 2 && len(kwargs) == 0 {
		if b, ok := args[1].(py.Int); ok && b < math.MaxInt64 {
			if v, ok, _ := randrangeInts(self, []py.Value{args[0], b + 1}); ok {
				return v, nil
			}
		}
	}
	a, err := params{"Random.randint", []string{"a", "b"}, 2}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	stop, err := py.Binary(t, py.Add, a[1], py.NewInt(1))
	if err != nil {
		return nil, err
	}
	return doRandrange(t, self, a[0], stop, nil)
}

// choice is Random.choice(seq).
func choice(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.choice", []string{"seq"}, 1}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	n, err := py.Len(t, a[0])
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, py.NewIndexError("Cannot choose from an empty sequence")
	}
	i, err := r.Choice(n)
	if err != nil {
		return nil, pyError(err)
	}
	return py.GetItem(t, a[0], py.NewInt(int64(i)))
}

// shuffle is Random.shuffle(x): in place, through x's __getitem__ and
// __setitem__.
func shuffle(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.shuffle", []string{"x"}, 1}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	x := a[0]
	n, err := py.Len(t, x)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(n)); err != nil {
		return nil, err
	}
	var failed error
	r.Shuffle(n, func(i, j int) {
		if failed != nil {
			return
		}
		vi, vj := py.NewInt(int64(i)), py.NewInt(int64(j))
		xj, err := py.GetItem(t, x, vj)
		if err != nil {
			failed = err
			return
		}
		xi, err := py.GetItem(t, x, vi)
		if err != nil {
			failed = err
			return
		}
		if err := py.SetItem(t, x, vi, xj); err != nil {
			failed = err
			return
		}
		if err := py.SetItem(t, x, vj, xi); err != nil {
			failed = err
		}
	})
	if failed != nil {
		return nil, failed
	}
	return py.None, nil
}

// isSequence approximates isinstance(x, collections.abc.Sequence).
func isSequence(v py.Value) bool {
	switch x := v.(type) {
	case *py.List, *py.Tuple, *py.Str, *py.Range, *py.Bytes, *py.ByteArray:
		return true
	case *py.Instance:
		if x.Base != nil {
			return isSequence(x.Base)
		}
		for _, c := range x.Class.MRO {
			if c.Name == "deque" && c.Module == "collections" {
				return true
			}
		}
	}
	return false
}

// pick builds the list population[i] for the indexes idx.
func pick(t *py.Thread, population py.Value, idx []int) (py.Value, error) {
	if err := t.Alloc(int64(len(idx)) * 16); err != nil {
		return nil, err
	}
	out := make([]py.Value, len(idx))
	for k, i := range idx {
		v, err := py.GetItem(t, population, py.NewInt(int64(i)))
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	return py.NewList(out), nil
}

// sample is Random.sample(population, k, *, counts=None).
func sample(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.sample", []string{"population", "k", "*counts"}, 2}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	population := a[0]
	if !isSequence(population) {
		return nil, pyError(ErrPopulationNotSequence)
	}
	n, err := py.Len(t, population)
	if err != nil {
		return nil, err
	}
	k64, err := py.Index(t, a[1])
	if err != nil {
		return nil, err
	}
	if a[2] != nil && a[2] != py.None {
		cv, err := py.Items(t, a[2])
		if err != nil {
			return nil, err
		}
		if len(cv) != n {
			return nil, pyError(ErrCountsMismatch)
		}
		if len(cv) == 0 {
			return nil, py.NewIndexError("pop from empty list")
		}
		counts := make([]int64, len(cv))
		var total py.Value = py.NewInt(0)
		for i, c := range cv {
			if total, err = py.Binary(t, py.Add, total, c); err != nil {
				return nil, err
			}
			iv, ok := py.AsInt64(c)
			if !ok {
				if _, isInt := py.AsBig(c); !isInt {
					if i == len(cv)-1 {
						if _, ok := py.AsBig(total); !ok {
							return nil, pyError(ErrCountsNotIntegers)
						}
					}
					return nil, pyError(ErrCountsNotIntegers)
				}
				return nil, py.NewOverflowError("Python int too large to convert to C ssize_t")
			}
			counts[i] = iv
		}
		if k64 > MaxAllocation {
			return nil, py.NewValueError("Sample larger than population or is negative")
		}
		idx, err := r.SampleCounts(counts, int(k64))
		if err != nil {
			return nil, pyError(err)
		}
		return pick(t, population, idx)
	}
	if k64 < 0 || k64 > int64(n) {
		return nil, py.NewValueError("Sample larger than population or is negative")
	}
	if err := t.Charge(k64 + 1); err != nil {
		return nil, err
	}
	idx, err := r.Sample(n, int(k64))
	if err != nil {
		return nil, pyError(err)
	}
	return pick(t, population, idx)
}

// choices is Random.choices(population, weights=None, *, cum_weights=None, k=1).
func choices(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.choices", []string{"population", "weights", "*cum_weights", "*k"}, 1}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	population, weights, cum := a[0], a[1], a[2]
	if weights == py.None {
		weights = nil
	}
	if cum == py.None {
		cum = nil
	}
	n, err := py.Len(t, population)
	if err != nil {
		return nil, err
	}
	k := int64(1)
	if a[3] != nil {
		if k, err = py.Index(t, a[3]); err != nil {
			return nil, err
		}
	}
	if k > 0 {
		// The result list (and the index slice behind it) is refused
		// against the memory budget before anything is allocated.
		if k > MaxAllocation {
			return nil, memoryLimit(t, k*24)
		}
		if err := t.CheckAlloc(k * 24); err != nil {
			return nil, err
		}
	}
	if err := t.Charge(k + 1); err != nil {
		return nil, err
	}
	if cum == nil && weights == nil {
		idx, err := r.Choices(n, int(k))
		if err != nil {
			return nil, pyError(err)
		}
		return pick(t, population, idx)
	}
	var cumVals []py.Value
	if cum == nil {
		ws, err := py.Items(t, weights)
		if err != nil {
			if _, isInt := weights.(py.Int); isInt {
				s, _ := py.Repr(t, weights)
				return nil, pyError(ChoicesPositionalK(s))
			}
			return nil, err
		}
		var acc py.Value
		for i, w := range ws {
			if i == 0 {
				acc = w
			} else if acc, err = py.Binary(t, py.Add, acc, w); err != nil {
				return nil, err
			}
			cumVals = append(cumVals, acc)
		}
	} else {
		if weights != nil {
			return nil, pyError(ErrBothWeights)
		}
		if cumVals, err = py.Items(t, cum); err != nil {
			return nil, err
		}
	}
	if len(cumVals) != n {
		return nil, py.NewValueError("The number of weights does not match the population")
	}
	if n == 0 {
		return nil, py.NewIndexError("list index out of range")
	}
	fs := make([]float64, n) //krait:alloc-ok n = len(cumVals), a slice of values that exists
	for i, v := range cumVals {
		f, err := floatArg(t, v)
		if err != nil {
			if i == n-1 {
				return nil, py.NewTypeError("unsupported operand type(s) for +: '%s' and 'float'", v.Type().Name)
			}
			return nil, py.NewTypeError("'<' not supported between instances of 'float' and '%s'", v.Type().Name)
		}
		fs[i] = f
	}
	total := fs[n-1] + 0.0
	if total <= 0.0 {
		return nil, py.NewValueError("Total of weights must be greater than zero")
	}
	if math.IsInf(total, 0) || math.IsNaN(total) {
		return nil, py.NewValueError("Total of weights must be finite")
	}
	idx, err := r.ChoicesCumulative(n, fs, int(k))
	if err != nil {
		return nil, pyError(err)
	}
	return pick(t, population, idx)
}

// uniform is Random.uniform(a, b): a + (b-a) * random(), with Python
// arithmetic on the arguments.
func uniform(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.uniform", []string{"a", "b"}, 2}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	d, err := py.Binary(t, py.Sub, a[1], a[0])
	if err != nil {
		return nil, err
	}
	p, err := py.Binary(t, py.Mul, d, py.Float(r.Random()))
	if err != nil {
		return nil, err
	}
	return py.Binary(t, py.Add, a[0], p)
}

// triangular is Random.triangular(low=0.0, high=1.0, mode=None).
func triangular(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	a, err := params{"Random.triangular", []string{"low", "high", "mode"}, 0}.bind(args, kwargs)
	if err != nil {
		return nil, err
	}
	r, err := genOf(self)
	if err != nil {
		return nil, err
	}
	low, high := 0.0, 1.0
	if a[0] != nil {
		if low, err = floatArg(t, a[0]); err != nil {
			return nil, err
		}
	}
	if a[1] != nil {
		if high, err = floatArg(t, a[1]); err != nil {
			return nil, err
		}
	}
	hasMode := a[2] != nil && a[2] != py.None
	mode := 0.0
	if hasMode {
		if mode, err = floatArg(t, a[2]); err != nil {
			return nil, err
		}
	}
	v := r.Triangular(low, high, mode, hasMode)
	if hasMode && high == low && a[0] != nil {
		return a[0], nil
	}
	return py.Float(v), nil
}

// distribution describes one of random.py's float distributions.
type distribution struct {
	name     string
	params   []string
	defaults []float64 // defaults of the trailing parameters
	fn       func(r *Random, x []float64) (float64, error)
}

var distributions = []distribution{
	{"normalvariate", []string{"mu", "sigma"}, []float64{0, 1}, func(r *Random, x []float64) (float64, error) { return r.NormalVariate(x[0], x[1]), nil }},
	{"gauss", []string{"mu", "sigma"}, []float64{0, 1}, func(r *Random, x []float64) (float64, error) { return r.Gauss(x[0], x[1]), nil }},
	{"lognormvariate", []string{"mu", "sigma"}, nil, func(r *Random, x []float64) (float64, error) { return r.LogNormVariate(x[0], x[1]) }},
	{"expovariate", []string{"lambd"}, nil, func(r *Random, x []float64) (float64, error) { return r.ExpoVariate(x[0]) }},
	{"vonmisesvariate", []string{"mu", "kappa"}, nil, func(r *Random, x []float64) (float64, error) { return r.VonMisesVariate(x[0], x[1]) }},
	{"gammavariate", []string{"alpha", "beta"}, nil, func(r *Random, x []float64) (float64, error) { return r.GammaVariate(x[0], x[1]) }},
	{"betavariate", []string{"alpha", "beta"}, nil, func(r *Random, x []float64) (float64, error) { return r.BetaVariate(x[0], x[1]) }},
	{"paretovariate", []string{"alpha"}, nil, func(r *Random, x []float64) (float64, error) { return r.ParetoVariate(x[0]) }},
	{"weibullvariate", []string{"alpha", "beta"}, nil, func(r *Random, x []float64) (float64, error) { return r.WeibullVariate(x[0], x[1]) }},
}

// distributionMethods makes the Random methods of the float
// distributions.
func distributionMethods() []method {
	var out []method
	for _, d := range distributions {
		d := d
		p := params{"Random." + d.name, d.params, len(d.params) - len(d.defaults)}
		out = append(out, method{d.name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			a, err := p.bind(args, kwargs)
			if err != nil {
				return nil, err
			}
			r, err := genOf(self)
			if err != nil {
				return nil, err
			}
			x := make([]float64, len(a))
			for i, v := range a {
				if v == nil {
					x[i] = d.defaults[i-p.required]
					continue
				}
				if x[i], err = floatArg(t, v); err != nil {
					return nil, err
				}
			}
			v, err := d.fn(r, x)
			if errors.Is(err, ErrNoConvergence) {
				// CPython would loop forever: use up the budget.
				if err := t.Charge(math.MaxInt64 / 4); err != nil {
					return nil, err
				}
				return nil, t.TimeoutError()
			}
			if err != nil {
				return nil, pyError(err)
			}
			return py.Float(v), nil
		}})
	}
	return out
}
