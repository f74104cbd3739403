package interp

// Chains of +. `w.upper() + "-" + str(i) + " "` parses as
// ((w.upper() + "-") + str(i)) + " ": compiled node by node, it makes two
// intermediate strs that only the next + reads. addChain compiles such a
// left-nested chain (one that builds text: see isAddChain) as one loop
// over its operands that behaves as the
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
// of at least three operands) with a str constant or an f-string among
// its operands: a chain that builds text. Arithmetic chains keep the
// nested fused nodes, which add unboxed numbers with less work per node.
func isAddChain(e *ast.BinOp) bool {
	l, ok := e.Left.(*ast.BinOp)
	if e.Op != ast.Add || !ok || l.Op != ast.Add {
		return false
	}
	for n := e; ; {
		if isText(n.Right) {
			return true
		}
		l, ok := n.Left.(*ast.BinOp)
		if !ok || l.Op != ast.Add {
			return isText(n.Left)
		}
		n = l
	}
}

// isText reports whether e is a str constant or an f-string.
func isText(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Constant:
		_, ok := e.Value.(string)
		return ok
	case *ast.JoinedStr:
		return true
	}
	return false
}

// addChain compiles the chain of + whose last node is e (isAddChain).
func (c *compiler) addChain(e *ast.BinOp) numFn {
	// nodes[k] adds operand k+1; nodes[0] is the innermost.
	var nodes []*ast.BinOp
	for n := e; ; {
		nodes = append(nodes, n) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
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
	ch := &addChainFn{
		ops:   make([]numFn, len(nodes)+1),
		srcs:  make([]bool, len(nodes)+1),
		sites: make([]*site, len(nodes)),
	}
	ch.ops[0], ch.srcs[0] = c.numOperand(nodes[0].Left)
	for k, n := range nodes {
		ch.ops[k+1], ch.srcs[k+1] = c.numOperand(n.Right)
		ch.sites[k] = c.site(n)
	}
	return ch.eval
}

// addChainFn is a compiled chain of +: ops[0] + ops[1] + ..., each +
// at sites[k-1] with operand k a source of temporaries when srcs[k].
type addChainFn struct {
	ops   []numFn
	srcs  []bool
	sites []*site
}

// eval evaluates the chain.
func (ch *addChainFn) eval(fr *frame) (num, error) {
	a, err := ch.ops[0](fr)
	if err != nil {
		return num{}, err
	}
	aTemp := ch.srcs[0] && a.k == numBoxed && fr.th.TakeTemp(a.v)
	last := len(ch.ops) - 1
	for k := 1; k <= last; k++ {
		b, err := ch.ops[k](fr)
		if err != nil {
			return num{}, err
		}
		bTemp := ch.srcs[k] && b.k == numBoxed && fr.th.TakeTemp(b.v)
		if err := fr.th.Tick(); err != nil {
			return num{}, err
		}
		if a.k == numFloat && b.k == numFloat {
			a = floatNum(a.f() + b.f()) // floatArith's +, which cannot fail
			continue
		}
		if a.k == numBoxed && b.k == numBoxed {
			if as, ok := a.v.(*py.Str); ok {
				if bs, ok := b.v.(*py.Str); ok {
					if a, k, err = ch.strs(fr, as, bs, k); err != nil {
						return num{}, err
					}
					aTemp = k < last && a.k == numBoxed && fr.th.TakeTemp(a.v)
					continue
				}
			}
		}
		if a, err = ch.apply(fr, a, b, aTemp, bTemp, k); err != nil {
			return num{}, err
		}
		// The next node collects this one's temporary first thing.
		aTemp = k < last && a.k == numBoxed && fr.th.TakeTemp(a.v)
	}
	return a, nil
}

// strs continues the chain from operand k, where the value so far is the
// str as and operand k the str bs: the strs that follow are collected
// and concatenated once, when the chain ends or an operand that is not a
// str comes (that + is then applied too). It returns the value and the
// index of the last operand used.
func (ch *addChainFn) strs(fr *frame, as, bs *py.Str, k int) (num, int, error) {
	var parts [maxChainParts]*py.Str
	parts[0], parts[1] = as, bs
	np := 2
	fr.th.ForgetTemp() // what the generic str + str does
	last := len(ch.ops) - 1
	for k < last {
		k++
		b, err := ch.ops[k](fr)
		if err != nil {
			return num{}, k, err
		}
		bTemp := ch.srcs[k] && b.k == numBoxed && fr.th.TakeTemp(b.v)
		if err := fr.th.Tick(); err != nil {
			return num{}, k, err
		}
		if bs, ok := b.v.(*py.Str); ok && b.k == numBoxed && np < maxChainParts {
			parts[np] = bs
			np++
			fr.th.ForgetTemp()
			continue
		}
		// parts stand for the value made by the + before this one.
		r, err := py.ConcatStrs(fr.th, parts[:np])
		if err != nil {
			return num{}, k, fr.fail(err, ch.sites[k-2])
		}
		a, err := ch.apply(fr, num{v: r}, b, false, bTemp, k)
		return a, k, err
	}
	r, err := py.ConcatStrs(fr.th, parts[:np])
	if err != nil {
		return num{}, k, fr.fail(err, ch.sites[k-1])
	}
	return num{v: r}, k, nil
}

// apply computes a + b at the chain's + k (operand k is b) as the fused
// node does: unboxed numbers, else the generic operation.
func (ch *addChainFn) apply(fr *frame, a, b num, aTemp, bTemp bool, k int) (num, error) {
	if a.k == numFloat && b.k == numFloat {
		return floatNum(a.f() + b.f()), nil
	}
	if r, ok := numArith(ast.Add, a, b); ok {
		return r, nil
	}
	at := ch.sites[k-1]
	// The body of a function called by callNum runs without being the
	// innermost frame: it becomes it while an operand's type runs its
	// operator (which may warn).
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
	return numOf(r), nil
}
