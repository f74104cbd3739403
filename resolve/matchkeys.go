package resolve

import (
	"math/big"

	"github.com/kraitpy/krait/ast"
)

// mappingKeys applies the compiler's checks on a mapping pattern's keys, in
// its order: after constant folding every literal key is a constant, and a
// constant equal (==, as a set compares) to an earlier one is a duplicate;
// any other key that is not an attribute lookup is refused.
func (r *resolver) mappingKeys(p *ast.MatchMapping) {
	var seen []patternKey
	for _, k := range p.Keys {
		v, ok := foldPatternKey(k)
		if !ok {
			if _, attr := k.(*ast.Attribute); !attr {
				r.compileError(p.Pos, msgPatternKey)
				return
			}
			continue
		}
		key := newPatternKey(v)
		for _, s := range seen {
			if s.equal(key) {
				r.compileError(p.Pos, msgPatternDuplicateKey, ast.ConstantRepr(v))
				return
			}
		}
		seen = append(seen, key)
	}
}

// foldPatternKey returns the constant CPython's AST optimizer folds a
// literal pattern value into: a constant, a negated number, or a real
// number plus or minus an imaginary one.
func foldPatternKey(e ast.Expr) (any, bool) {
	switch e := e.(type) {
	case *ast.Constant:
		return e.Value, true
	case *ast.UnaryOp:
		c, ok := e.Operand.(*ast.Constant)
		if !ok || e.Op != ast.USub {
			return nil, false
		}
		switch v := c.Value.(type) {
		case int64:
			return -v, true
		case *big.Int:
			n := new(big.Int).Neg(v)
			if n.IsInt64() {
				return n.Int64(), true
			}
			return n, true
		case float64:
			return -v, true
		case complex128:
			return -v, true
		}
	case *ast.BinOp:
		if e.Op != ast.Add && e.Op != ast.Sub {
			return nil, false
		}
		l, ok := foldPatternKey(e.Left)
		if !ok {
			return nil, false
		}
		rc, ok := e.Right.(*ast.Constant)
		if !ok {
			return nil, false
		}
		im, ok := rc.Value.(complex128)
		if !ok {
			return nil, false
		}
		var re float64
		switch v := l.(type) {
		case int64:
			re = float64(v)
		case *big.Int:
			f, acc := new(big.Float).SetInt(v).Float64()
			if acc != big.Exact && (f > 1.7976931348623157e308 || f < -1.7976931348623157e308) {
				return nil, false
			}
			re = f
		case float64:
			re = v
		default:
			return nil, false
		}
		// A real number meets a complex one as complex(re, 0.0).
		if e.Op == ast.Add {
			return complex(re+real(im), 0.0+imag(im)), true
		}
		return complex(re-real(im), 0.0-imag(im)), true
	}
	return nil, false
}

// patternKey is a folded constant in a form where Python's == between
// constants of any type is a field comparison: numbers (bool, int, float
// and complex, which compare equal across types) by their exact value.
type patternKey struct {
	kind   byte     // 'n' number, 's' str, 'b' bytes, or the constant's own kind
	re     *big.Rat // numbers: real part
	im     float64  // numbers: imaginary part
	text   string   // str and bytes
	finite bool     // numbers: re is exact (not inf or nan)
	other  any
}

func newPatternKey(v any) patternKey {
	switch v := v.(type) {
	case bool:
		if v {
			return patternKey{kind: 'n', re: big.NewRat(1, 1), finite: true}
		}
		return patternKey{kind: 'n', re: new(big.Rat), finite: true}
	case int64:
		return patternKey{kind: 'n', re: new(big.Rat).SetInt64(v), finite: true}
	case *big.Int:
		return patternKey{kind: 'n', re: new(big.Rat).SetInt(v), finite: true}
	case float64:
		return floatKey(v, 0)
	case complex128:
		return floatKey(real(v), imag(v))
	case string:
		return patternKey{kind: 's', text: v}
	case ast.Bytes:
		return patternKey{kind: 'b', text: string(v)}
	}
	return patternKey{kind: 'o', other: v}
}

func floatKey(re, im float64) patternKey {
	k := patternKey{kind: 'n', im: im, other: re}
	if r := new(big.Rat); r.SetFloat64(re) != nil {
		k.re, k.finite = r, true
	}
	return k
}

func (k patternKey) equal(o patternKey) bool {
	if k.kind != o.kind {
		return false
	}
	switch k.kind {
	case 'n':
		if k.im != o.im {
			return false
		}
		if k.finite && o.finite {
			return k.re.Cmp(o.re) == 0
		}
		// inf equals inf of the same sign; nan equals nothing.
		kf, kok := k.other.(float64)
		of, ook := o.other.(float64)
		return !k.finite && !o.finite && kok && ook && kf == of
	case 's', 'b':
		return k.text == o.text
	}
	return k.other == o.other
}
