package interp

// Chains of +. `w.upper() + "-" + str(i) + " "` parses as
// ((w.upper() + "-") + str(i)) + " ": compiled node by node, it makes two
// intermediate strs that only the next + reads. addChain compiles such a
// left-nested chain as one loop over its operands that behaves as the
// nested fused nodes do (operands evaluated left to right, one tick per
// +, numbers unboxed, temporaries collected, every other operand type and
// every error through the generic operation at its own node), except that
// a run of exact strs is concatenated once, when a value is needed: at the
// end of the chain or before an operand that is not a str. Concatenating
// strs runs no Python code and nothing can observe the intermediate
// results, so leaving them unmade changes nothing but the allocations.

import (
	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// maxChainParts is the most strs a chain holds before concatenating.
const maxChainParts = 16

// isAddChain reports whether e is a + whose left operand is a + (a chain
// of at least three operands).
func isAddChain(e *ast.BinOp) bool {
	l, ok := e.Left.(*ast.BinOp)
	return e.Op == ast.Add && ok && l.Op == ast.Add
}

// addChain compiles the chain of + whose last node is e (isAddChain).
func (c *compiler) addChain(e *ast.BinOp) numFn {
	// nodes[k] adds operand k+1; nodes[0] is the innermost.
	var nodes []*ast.BinOp
	for n := e; ; {
		nodes = append(nodes, n)
		l, ok := n.Left.(*ast.BinOp)
		if !ok || l.Op != ast.Add {
			break
		}
		if err := c.in.policy.CheckNode(nodeName(l)); err != nil {
			c.refuse(err)
		}
		n = l
	}
	for i, j := 0, len(nodes)-1; i < j; i, j = i+1, j-1 {
		nodes[i], nodes[j] = nodes[j], nodes[i]
	}
	ops := make([]numFn, len(nodes)+1)
	srcs := make([]bool, len(nodes)+1)
	sites := make([]*site, len(nodes))
	ops[0], srcs[0] = c.numOperand(nodes[0].Left)
	for k, n := range nodes {
		ops[k+1], srcs[k+1] = c.numOperand(n.Right)
		sites[k] = c.site(n)
	}
	return func(fr *frame) (num, error) {
		a, err := ops[0](fr)
		if err != nil {
			return num{}, err
		}
		aTemp := srcs[0] && a.k == numBoxed && fr.th.TakeTemp(a.v)
		// parts[:np] are the strs a stands for while np > 0.
		var parts [maxChainParts]*py.Str
		np := 0
		for k := 1; k < len(ops); k++ {
			b, err := ops[k](fr)
			if err != nil {
				return num{}, err
			}
			bTemp := srcs[k] && b.k == numBoxed && fr.th.TakeTemp(b.v)
			if err := fr.th.Tick(); err != nil {
				return num{}, err
			}
			if bs, ok := b.v.(*py.Str); ok && b.k == numBoxed {
				if np == 0 {
					if as, ok := a.v.(*py.Str); ok && a.k == numBoxed {
						parts[0], np = as, 1
					}
				}
				if np > 0 && np < maxChainParts {
					// What the generic str + str does with temporaries.
					parts[np] = bs
					np++
					fr.th.ForgetTemp()
					aTemp = false
					continue
				}
			}
			if np > 0 {
				r, err := py.ConcatStrs(fr.th, parts[:np])
				if err != nil {
					return num{}, fr.fail(err, sites[k-2])
				}
				a, np = num{v: r}, 0
			}
			at := sites[k-1]
			if a.k == numFloat && b.k == numFloat {
				a = floatNum(a.f() + b.f()) // floatArith's +, which cannot fail
			} else if r, ok := numArith(ast.Add, a, b); ok {
				a = r
			} else {
				top := fr.in.top
				if top != fr {
					fr.in.enter(fr)
				}
				fr.line = at.pos.Lineno
				r, err := dispatchBinary(fr.th, ast.Add, a.box(), b.box(), aTemp, bTemp)
				if top != fr {
					fr.in.leave(fr)
				}
				if err != nil {
					return num{}, fr.fail(err, at)
				}
				a = numOf(r)
			}
			// The next node collects this one's temporary first thing.
			aTemp = k < len(ops)-1 && a.k == numBoxed && fr.th.TakeTemp(a.v)
		}
		if np > 0 {
			r, err := py.ConcatStrs(fr.th, parts[:np])
			if err != nil {
				return num{}, fr.fail(err, sites[len(sites)-1])
			}
			return num{v: r}, nil
		}
		return a, nil
	}
}
