package numpy

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// This file is numpy's index tricks and grid helpers: mgrid, ogrid, r_,
// c_, s_, index_exp, ix_, ndenumerate, ndindex, broadcast_arrays,
// broadcast_shapes, finfo, iinfo.

// gridVal is the state of an mgrid/ogrid/r_/c_/s_ object.
type gridVal struct{ kind string }

// Type implements py.Value.
func (*gridVal) Type() *py.Type { return opaque }

// addTricks binds the index tricks.
func (m *Module) addTricks(t *py.Thread, d *py.Dict) error {
	cls, err := newClass(t, "nd_grid", nil, []goclass.Method{
		{Name: "__getitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			g, _ := self.(*py.Instance).Base.(*gridVal)
			switch g.kind {
			case "mgrid", "ogrid":
				return m.grid(t, args[0], g.kind == "ogrid")
			case "r_", "c_":
				return m.concatTrick(t, args[0], g.kind == "c_")
			case "s_":
				return args[0], nil
			case "index_exp":
				if tu, ok := args[0].(*py.Tuple); ok {
					return tu, nil
				}
				return py.NewTuple([]py.Value{args[0]}), nil
			}
			return nil, py.NewTypeError("not subscriptable")
		}},
		{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			g, _ := self.(*py.Instance).Base.(*gridVal)
			return py.NewStr("<numpy " + g.kind + ">"), nil
		}},
	}, nil)
	if err != nil {
		return err
	}
	for _, k := range []string{"mgrid", "ogrid", "r_", "c_", "s_", "index_exp"} {
		d.SetStr(k, &py.Instance{Class: cls, Base: &gridVal{kind: k}})
	}
	m.def(map[string]py.BuiltinFunc{
		"ix_":              m.ixFn,
		"ndenumerate":      m.ndenumerateFn(true),
		"ndindex":          m.ndenumerateFn(false),
		"broadcast_arrays": m.broadcastArraysFn,
		"broadcast_shapes": func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			shapes := make([][]int, len(args)) //krait:alloc-ok one shape per argument of the call
			for j, a := range args {
				s, err := ShapeArg(t, a)
				if err != nil {
					return nil, err
				}
				shapes[j] = s
			}
			s, err := broadcastShapes(shapes...)
			if err != nil {
				return nil, py.NewValueError("shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape %s and arg 1 with shape %s.", shapeRepr(shapes[0]), shapeRepr(shapes[len(shapes)-1]))
			}
			return intTuple(s), nil
		},
	})
	return m.makeInfoClasses(t, d)
}

// sliceSpec reads one slice of mgrid/r_: start, stop, step, and whether
// the step was complex (a number of points, end included).
func (m *Module) sliceSpec(t *py.Thread, s *py.Slice) (start, stop, step float64, num int, complexStep, isFloat bool, err error) {
	get := func(v py.Value, def float64) (float64, bool, error) {
		switch x := v.(type) {
		case py.NoneType:
			return def, false, nil
		case py.Int:
			return float64(x), false, nil
		case py.Float:
			return float64(x), true, nil
		}
		f, err := m.floatArg(t, v)
		_, isF := unwrapScalar(v).(py.Float)
		return f, isF, err
	}
	var f1, f2, f3 bool
	if start, f1, err = get(s.Start, 0); err != nil {
		return
	}
	if stop, f2, err = get(s.Stop, 0); err != nil {
		return
	}
	if c, ok := s.Step.(py.Complex); ok {
		num = int(math.Abs(imag(c)))
		complexStep, isFloat = true, true
		return
	}
	if step, f3, err = get(s.Step, 1); err != nil {
		return
	}
	isFloat = f1 || f2 || f3
	return
}

// grid is mgrid[...] / ogrid[...].
func (m *Module) grid(t *py.Thread, key py.Value, sparse bool) (py.Value, error) {
	var slices []*py.Slice
	single := false
	switch k := key.(type) {
	case *py.Slice:
		slices, single = []*py.Slice{k}, true
	case *py.Tuple:
		for _, it := range k.Items() {
			s, ok := it.(*py.Slice)
			if !ok {
				return nil, py.NewTypeError("grid indices must be slices")
			}
			slices = append(slices, s) //krait:alloc-ok one per item of the key tuple, which the program built
		}
	default:
		return nil, py.NewTypeError("grid indices must be slices")
	}
	nd := len(slices)
	if !sparse && !single {
		nd++
	}
	if err := checkNdim(nd); err != nil {
		return nil, err
	}
	type axis struct {
		start, step float64
		n           int
	}
	axes := make([]axis, len(slices)) //krait:alloc-ok at most maxDims slices (checked above)
	isFloat := false
	for j, s := range slices {
		start, stop, step, num, cx, f, err := m.sliceSpec(t, s)
		if err != nil {
			return nil, err
		}
		isFloat = isFloat || f
		if cx {
			st := 0.0
			if num > 1 {
				st = (stop - start) / float64(num-1)
			}
			axes[j] = axis{start, st, num}
			continue
		}
		if step == 0 {
			return nil, py.NewValueError("step cannot be zero")
		}
		n := int(math.Ceil((stop - start) / step))
		if n < 0 {
			n = 0
		}
		axes[j] = axis{start, step, n}
	}
	k := Int64
	if isFloat {
		k = Float64
	}
	shape := make([]int, len(axes))
	for j, a := range axes {
		shape[j] = a.n
	}
	fill := func(a *Array, ax axis, pos int) {
		st := cStrides(a.shape)
		for e := 0; e < a.Size(); e++ {
			idx := (e / st[pos]) % max(a.shape[pos], 1)
			if k == Int64 {
				a.i[a.off+e] = int64(idx)*int64(ax.step) + int64(ax.start)
			} else {
				a.f[a.off+e] = float64(idx)*ax.step + ax.start
			}
		}
	}
	if single {
		a, err := alloc(t, k, shape)
		if err != nil {
			return nil, err
		}
		fill(a, axes[0], 0)
		return m.Wrap(a), nil
	}
	if sparse {
		out := make([]py.Value, len(axes))
		for j, ax := range axes {
			s := onesShape(len(axes))
			s[j] = ax.n
			a, err := alloc(t, k, s)
			if err != nil {
				return nil, err
			}
			fill(a, ax, j)
			out[j] = m.Wrap(a)
		}
		return py.NewList(out), nil
	}
	full := append([]int{len(axes)}, shape...) //krait:alloc-ok len(axes)+1 <= maxDims (checked above)
	res, err := alloc(t, k, full)
	if err != nil {
		return nil, err
	}
	size := shapeSize(shape)
	for j, ax := range axes {
		sub := res.view(shape, cStrides(shape), j*size)
		fill(sub, ax, j)
	}
	return m.Wrap(res), nil
}

// concatTrick is r_[...] and c_[...], numpy's AxisConcatenator: slices
// become aranges (linspaces for a complex step), a leading string is a
// directive ("axis", "axis,ndmin" or "axis,ndmin,trans1d"), and every
// item is raised to ndmin dimensions (a 1-d item placed along trans1d)
// before the concatenation along axis. r_ is axis 0, ndmin 1; c_ is axis
// -1, ndmin 2, trans1d 0.
func (m *Module) concatTrick(t *py.Thread, key py.Value, columns bool) (py.Value, error) {
	items := []py.Value{key}
	if tu, ok := key.(*py.Tuple); ok {
		items = tu.Items()
	}
	axis, ndmin, trans1d := 0, 1, -1
	if columns {
		axis, ndmin, trans1d = -1, 2, 0
	}
	var parts []*Array
	for k, it := range items {
		if s, ok := it.(*py.Str); ok {
			if k != 0 {
				return nil, py.NewValueError("special directives must be the first entry.")
			}
			if err := parseDirective(s.String(), &axis, &ndmin, &trans1d); err != nil {
				return nil, err
			}
			continue
		}
		var a *Array
		if s, ok := it.(*py.Slice); ok {
			start, stop, step, num, cx, isF, err := m.sliceSpec(t, s)
			if err != nil {
				return nil, err
			}
			if cx {
				if a, _, err = m.linspace(t, start, stop, num, true); err != nil {
					return nil, err
				}
			} else {
				args := []py.Value{py.Float(start), py.Float(stop), py.Float(step)}
				if !isF {
					args = []py.Value{py.NewInt(int64(start)), py.NewInt(int64(stop)), py.NewInt(int64(step))}
				}
				v, err := m.arange(t, nil, args, nil)
				if err != nil {
					return nil, err
				}
				a, _ = Unwrap(v)
			}
			if ndmin > 1 {
				a = prependDims(a, ndmin)
				if trans1d != -1 {
					ax := trans1d
					if ax < 0 {
						ax += len(a.shape)
					}
					perm := identityPerm(len(a.shape))
					perm[len(perm)-1], perm[ax] = perm[ax], perm[len(perm)-1]
					a = a.transposed(perm)
				}
			}
			parts = append(parts, a)
			continue
		}
		a, err := m.operand(t, it)
		if err != nil {
			return nil, err
		}
		itemNdim := len(a.shape)
		a = prependDims(a, ndmin)
		if _, isArr := Unwrap(it); (isArr || !isPyScalar(it)) && trans1d != -1 && itemNdim < ndmin {
			k2 := ndmin - itemNdim
			k1 := trans1d
			if k1 < 0 {
				k1 += k2 + 1
			}
			def := identityPerm(ndmin)
			perm := append(append(append([]int(nil), def[:k1]...), def[k2:]...), def[k1:k2]...) //krait:alloc-ok ndmin entries, at most maxDims
			a = a.transposed(perm)
		}
		parts = append(parts, a)
	}
	if len(parts) == 0 {
		return nil, py.NewValueError("need at least one array to concatenate")
	}
	if axis < 0 {
		axis += len(parts[0].shape)
	}
	r, err := m.concat(t, parts, axis, true)
	if err != nil {
		return nil, err
	}
	return m.Wrap(r), nil
}

// parseDirective reads an r_/c_ string directive.
func parseDirective(s string, axis, ndmin, trans1d *int) error {
	if s == "r" || s == "c" {
		return py.NewNotImplementedError("np.r_ matrix directives ('r', 'c') are not supported by krait's numpy")
	}
	if strings.Contains(s, ",") {
		vec := strings.Split(s, ",") //krait:alloc-ok pieces of a str that exists
		var nums []int
		for _, f := range vec[:min(len(vec), 3)] {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return py.NewValueError("unknown special directive %s", quoteStr(s))
			}
			nums = append(nums, n)
		}
		if len(nums) < 2 {
			return py.NewValueError("unknown special directive %s", quoteStr(s))
		}
		if err := checkNdmin(int64(nums[1])); err != nil {
			return err
		}
		*axis, *ndmin = nums[0], nums[1]
		if len(vec) == 3 {
			*trans1d = nums[2]
		}
		return nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return py.NewValueError("unknown special directive")
	}
	*axis = n
	return nil
}

// maxDims is numpy's NPY_MAXDIMS, the most dimensions an array has.
const maxDims = 32

// checkNdmin is numpy's limit on an ndmin argument (np.array's, r_'s).
func checkNdmin(n int64) error {
	if n > maxDims {
		return py.NewValueError("ndmin bigger than allowable number of dimensions NPY_MAXDIMS (=32)")
	}
	return nil
}

// prependDims gives a leading length-1 axes up to nd dimensions, as
// np.array(a, ndmin=nd).
func prependDims(a *Array, nd int) *Array {
	if len(a.shape) >= nd {
		return a
	}
	k := nd - len(a.shape)
	shape := append(onesShape(k), a.shape...)       //krait:alloc-ok nd is at most maxDims (checkNdmin)
	strides := append(make([]int, k), a.strides...) //krait:alloc-ok nd is at most maxDims (checkNdmin)
	return a.view(shape, strides, a.off)
}

// identityPerm is 0, 1, ..., n-1.
func identityPerm(n int) []int {
	p := make([]int, n) //krait:alloc-ok callers pass a number of dimensions, at most maxDims
	for j := range p {
		p[j] = j
	}
	return p
}

// isPyScalar reports whether v is a Python or numpy scalar (numpy's
// ScalarType), which r_/c_ raise to ndmin without moving axes.
func isPyScalar(v py.Value) bool {
	switch unwrapScalar(v).(type) {
	case py.Int, py.Float, py.Bool, py.Complex, *py.Str, *py.BigInt:
		return true
	}
	return false
}

// ixFn is np.ix_(*seqs): an open mesh of index arrays.
func (m *Module) ixFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := checkNdim(len(args)); err != nil {
		return nil, err
	}
	out := make([]py.Value, len(args)) //krait:alloc-ok at most maxDims arguments (checked above)
	for j, v := range args {
		a, err := m.arrayArg(t, v)
		if err != nil {
			return nil, err
		}
		if len(a.shape) != 1 {
			return nil, py.NewValueError("Cross index must be 1 dimensional")
		}
		if a.kind == Bool {
			nz, err := m.nonzero(t, a)
			if err != nil {
				return nil, err
			}
			a = nz[0]
		}
		if a.Size() == 0 && a.kind == Float64 {
			a = &Array{kind: Int64, shape: []int{0}, strides: []int{1}}
		}
		s := onesShape(len(args))
		s[j] = a.shape[0]
		c, err := a.copyArray(t)
		if err != nil {
			return nil, err
		}
		out[j] = m.Wrap(c.view(s, cStrides(s), 0))
	}
	return py.NewTuple(out), nil
}

// ndenumerateFn is np.ndenumerate(a) (values) and np.ndindex(*shape):
// an iterator over (index, value) pairs or index tuples in C order.
func (m *Module) ndenumerateFn(values bool) py.BuiltinFunc {
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var a *Array
		var shape []int
		var err error
		if values {
			if len(args) != 1 {
				return nil, py.NewTypeError("ndenumerate() takes 1 positional argument")
			}
			if a, err = m.arrayArg(t, args[0]); err != nil {
				return nil, err
			}
			shape = a.shape
		} else {
			v := py.Value(py.NewTuple(args))
			if len(args) == 1 {
				v = args[0]
			}
			if shape, err = ShapeArg(t, v); err != nil {
				return nil, err
			}
		}
		n := shapeSize(shape)
		// Each item: its list slot, the index tuple and its ints and,
		// with values, the pair and the boxed element (the memory
		// walk's sizes).
		each := itemSize(Object) + 24 + int64(len(shape))*(itemSize(Object)+8)
		if a != nil {
			each += 24 + 2*itemSize(Object) + boxSize
		}
		if err := chargeCopy(t, n, each); err != nil {
			return nil, err
		}
		if err := t.Charge(int64(n)); err != nil {
			return nil, err
		}
		items := make([]py.Value, 0, n)
		st := cStrides(shape)
		var offs []int
		if a != nil {
			if offs, err = a.offsets(t); err != nil {
				return nil, err
			}
		}
		for e := 0; e < n; e++ {
			idx := make([]py.Value, len(shape))
			for k := range shape {
				idx[k] = py.NewInt(int64((e / st[k]) % shape[k]))
			}
			tu := py.NewTuple(idx)
			if a != nil {
				items = append(items, py.NewTuple([]py.Value{tu, m.box(a, offs[e])}))
			} else {
				items = append(items, tu)
			}
		}
		return py.Iterate(t, py.NewList(items))
	}
}

// broadcastArraysFn is np.broadcast_arrays(*args).
func (m *Module) broadcastArraysFn(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	// One view per argument (np.broadcast_arrays(*[a] * 10**6) makes a
	// million views of one a), charged with the shape lists first.
	if err := t.Alloc(int64(len(args)) * (viewBytes + 64)); err != nil {
		return nil, err
	}
	arrs := make([]*Array, len(args))
	shapes := make([][]int, len(args))
	for j, v := range args {
		a, err := m.arrayArg(t, v)
		if err != nil {
			return nil, err
		}
		arrs[j], shapes[j] = a, a.shape
	}
	shape, err := broadcastShapes(shapes...)
	if err != nil {
		return nil, err
	}
	out := make([]py.Value, len(arrs))
	for j, a := range arrs {
		v := broadcastTo(a, shape)
		v.readonly = !sameShape(a.shape, shape)
		out[j] = m.Wrap(v)
	}
	return py.NewList(out), nil
}

// floatInfo are np.finfo's values for float16, float32 and float64.
var floatInfo = map[int]struct {
	eps, max, tiny, subnormal, resolution, epsneg float64
	precision, bits, nmant, nexp, maxexp, minexp  int64
	repr                                          string
}{
	wFloat16: {0.0009765625, 65504, 6.103515625e-05, 5.960464477539063e-08, 0.0010004043579101562, 0.00048828125, 3, 16, 10, 5, 16, -14,
		"finfo(resolution=0.001, min=-6.55040e+04, max=6.55040e+04, dtype=float16)"},
	wFloat32: {1.1920928955078125e-07, 3.4028234663852886e+38, 1.1754943508222875e-38, 1.401298464324817e-45, 9.999999974752427e-07, 5.960464477539063e-08, 6, 32, 23, 8, 128, -126,
		"finfo(resolution=1e-06, min=-3.4028235e+38, max=3.4028235e+38, dtype=float32)"},
	0: {2.220446049250313e-16, math.MaxFloat64, 2.2250738585072014e-308, 5e-324, 1e-15, 1.1102230246251565e-16, 15, 64, 52, 11, 1024, -1022,
		"finfo(resolution=1e-15, min=-1.7976931348623157e+308, max=1.7976931348623157e+308, dtype=float64)"},
}

// makeInfoClasses creates np.finfo and np.iinfo.
func (m *Module) makeInfoClasses(t *py.Thread, d *py.Dict) error {
	for _, spec := range []struct {
		name string
		init func(t *py.Thread, self *py.Instance, k Kind, w int) error
	}{
		{"finfo", func(t *py.Thread, self *py.Instance, k Kind, w int) error {
			if k != Float64 && k != Complex128 {
				return py.NewValueError("data type <class 'numpy.%s'> not inexact", (&dtypeInfo{kind: k, width: w}).name())
			}
			if k == Complex128 {
				w = 0
			}
			fi := floatInfo[w]
			f := func(x float64) py.Value {
				a := newArray(Float64, nil)
				a.f[0], a.width = x, w
				return m.box(a, 0)
			}
			attrs := map[string]py.Value{
				"eps": f(fi.eps), "max": f(fi.max), "min": f(-fi.max),
				"tiny": f(fi.tiny), "smallest_normal": f(fi.tiny),
				"smallest_subnormal": f(fi.subnormal), "resolution": f(fi.resolution), "epsneg": f(fi.epsneg),
				"precision": py.NewInt(fi.precision), "bits": py.NewInt(fi.bits), "nmant": py.NewInt(fi.nmant), "nexp": py.NewInt(fi.nexp),
				"maxexp": py.NewInt(fi.maxexp), "minexp": py.NewInt(fi.minexp), "dtype": m.dtypeFor(Float64, w),
			}
			for k, v := range attrs {
				self.Dict.SetStr(k, v)
			}
			return nil
		}},
		{"iinfo", func(t *py.Thread, self *py.Instance, k Kind, w int) error {
			if k != Int64 {
				return py.NewValueError("Invalid integer data type '%s'.", string("bifcUO"[k]))
			}
			lo, hi, bits, kind := int64(math.MinInt64), int64(math.MaxInt64), int64(64), "i"
			if nd := narrowOf(k, w); nd != nil {
				bits = 8 * nd.itemsize
				if nd.signed {
					lo, hi = -1<<(bits-1), 1<<(bits-1)-1
				} else {
					lo, hi, kind = 0, 1<<bits-1, "u"
				}
			}
			self.Dict.SetStr("min", py.NewInt(lo))
			self.Dict.SetStr("max", py.NewInt(hi))
			self.Dict.SetStr("bits", py.NewInt(bits))
			self.Dict.SetStr("dtype", m.dtypeFor(Int64, w))
			self.Dict.SetStr("kind", py.NewStr(kind))
			return nil
		}},
	} {
		spec := spec
		cls, err := newClass(t, spec.name, nil, []goclass.Method{
			{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) != 1 {
					return nil, py.NewTypeError("%s() takes 1 argument", spec.name)
				}
				var k Kind
				var w int
				if a, ok := Unwrap(args[0]); ok {
					k, w = a.kind, numWidth(a)
				} else if sa, ok := m.scalarArray(args[0]); ok {
					k, w = sa.kind, numWidth(sa)
				} else {
					var err error
					if k, w, err = m.parseDtype(t, args[0]); err != nil {
						return nil, err
					}
				}
				if k != Int64 && k != Float64 {
					w = 0
				}
				in := self.(*py.Instance)
				if in.Dict == nil {
					in.Dict = py.NewDict()
				}
				return py.None, spec.init(t, in, k, w)
			}},
			{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				in, _ := self.(*py.Instance)
				var d *dtypeInfo
				if in != nil && in.Dict != nil {
					d, _ = dtypeInfoOf(in.Dict.GetStr("dtype"))
				}
				if d == nil {
					d = &dtypeInfo{kind: Float64}
					if spec.name == "iinfo" {
						d.kind = Int64
					}
				}
				if spec.name == "iinfo" {
					lo, _ := py.AsInt64(in.Dict.GetStr("min"))
					hi, _ := py.AsInt64(in.Dict.GetStr("max"))
					return py.NewStr(fmt.Sprintf("iinfo(min=%d, max=%d, dtype=%s)", lo, hi, d.name())), nil
				}
				return py.NewStr(floatInfo[d.width].repr), nil
			}},
		}, nil)
		if err != nil {
			return err
		}
		d.SetStr(spec.name, cls)
	}
	return nil
}

// sortedKeys returns a map's keys in order (for deterministic output).
func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// parseEinsum splits einsum subscripts into input terms and the output
// term (implicit mode: the ellipsis, then the letters used once, sorted),
// each '...' replaced by letters of its own (ndims are the operands'
// numbers of dimensions).
func parseEinsum(spec string, ndims []int) ([]string, string, error) {
	spec = strings.ReplaceAll(spec, " ", "")
	lhs, rhs, explicit := strings.Cut(spec, "->")
	ins := strings.Split(lhs, ",") //krait:alloc-ok proportional to the subscripts string, which the program built
	if len(ins) != len(ndims) {
		return nil, "", py.NewValueError("more operands provided to einstein sum function than specified in the subscripts string")
	}
	ell := ""
	if strings.Contains(spec, ".") {
		var err error
		if ell, err = expandEllipsis(spec, ins, ndims); err != nil {
			return nil, "", err
		}
		if explicit {
			if strings.Count(rhs, "...") > 1 || strings.Count(rhs, ".") != 3*strings.Count(rhs, "...") {
				return nil, "", py.NewValueError("einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in the output")
			}
			rhs = strings.Replace(rhs, "...", ell, 1) //krait:alloc-ok the program's subscripts and at most 52 letters
		}
	}
	if !explicit {
		count := map[string]int{}
		for _, in := range ins {
			for _, r := range in {
				if !strings.ContainsRune(ell, r) {
					count[string(r)]++
				}
			}
		}
		var once []string
		for _, k := range sortedKeys(count) {
			if count[k] == 1 {
				once = append(once, k)
			}
		}
		rhs = ell + strings.Join(once, "")
	}
	return ins, rhs, nil
}

// expandEllipsis replaces each input's '...' in ins with letters the
// subscripts do not use, one per dimension the ellipsis covers, aligned
// to the right as numpy broadcasts them; it returns the letters of the
// widest ellipsis (what '...' stands for in the output).
func expandEllipsis(spec string, ins []string, ndims []int) (string, error) {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	var free []byte
	for i := 0; i < len(letters); i++ {
		if strings.IndexByte(spec, letters[i]) < 0 {
			free = append(free, letters[i]) //krait:alloc-ok at most 52 letters
		}
	}
	width := make([]int, len(ins)) //krait:alloc-ok one per operand (at most maxDims)
	most := 0
	for j, in := range ins {
		if !strings.Contains(in, ".") {
			continue
		}
		if strings.Count(in, "...") != 1 || strings.Count(in, ".") != 3 {
			return "", py.NewValueError("einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in operand %d", j)
		}
		// Subscripts are ASCII letters (others fail later, as in numpy).
		w := ndims[j] - (len(in) - 3)
		if w < 0 {
			return "", py.NewValueError("einstein sum subscripts string contains too many subscripts for operand %d", j)
		}
		width[j] = w
		most = max(most, w)
	}
	if most > len(free) {
		return "", py.NewValueError("too many subscripts in einsum")
	}
	ell := string(free[:most])
	for j, in := range ins {
		if strings.Contains(in, "...") {
			ins[j] = strings.Replace(in, "...", string(free[most-width[j]:most]), 1) //krait:alloc-ok the program's subscripts and at most 52 letters
		}
	}
	return ell, nil
}
