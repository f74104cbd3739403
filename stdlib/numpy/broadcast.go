package numpy

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// This file is broadcasting: the result shape of operands, the strides
// that stretch an operand to it, and the loop driver that walks several
// operands over one shape row by row.

// broadcastShapes returns the shape operands of the given shapes
// broadcast to, or numpy's ValueError.
func broadcastShapes(shapes ...[]int) ([]int, error) {
	nd := 0
	for _, s := range shapes {
		nd = max(nd, len(s))
	}
	out := make([]int, nd) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	for k := range out {
		out[k] = 1
	}
	for _, s := range shapes {
		for k := range s {
			d := s[len(s)-1-k]
			o := &out[nd-1-k]
			switch {
			case d == *o || d == 1:
			case *o == 1:
				*o = d
			default:
				return nil, broadcastError(shapes)
			}
		}
	}
	return out, nil
}

// broadcastError is numpy's message, shapes separated by spaces (with a
// trailing space).
func broadcastError(shapes [][]int) error {
	var b strings.Builder
	b.WriteString("operands could not be broadcast together with shapes ")
	for _, s := range shapes {
		b.WriteString(strings.ReplaceAll(shapeRepr(s), " ", ""))
		b.WriteByte(' ')
	}
	return py.NewValueError("%s", b.String())
}

// broadcastStrides returns a's strides stretched to shape (0 along the
// broadcast dimensions); shape must be a valid broadcast target of a.
func broadcastStrides(a *Array, shape []int) []int {
	st := make([]int, len(shape))
	lead := len(shape) - len(a.shape)
	for k := range a.shape {
		if a.shape[k] != 1 {
			st[lead+k] = a.strides[k]
		}
	}
	return st
}

// broadcastTo returns a read-only view of a with the given shape.
func broadcastTo(a *Array, shape []int) *Array {
	v := a.view(append([]int(nil), shape...), broadcastStrides(a, shape), a.off) //krait:alloc-ok a broadcast shape: one int per dimension (at most maxDims: ndim.go)
	return v
}

// operand is one array walked by walk: buffer offset and strides over the
// common shape.
type operand struct {
	off     int
	strides []int
}

// walk calls row for every innermost row of shape: the buffer offset of
// each operand at the row's start, the row length and each operand's
// stride along it. Operands' strides must have len(shape) entries.
func walk(shape []int, ops []operand, row func(offs []int, n int, strides []int)) {
	nd := len(shape)
	if shapeSize(shape) == 0 {
		return
	}
	offs := make([]int, len(ops))
	for j, o := range ops {
		offs[j] = o.off
	}
	inner := make([]int, len(ops))
	if nd == 0 {
		row(offs, 1, inner)
		return
	}
	for j, o := range ops {
		inner[j] = o.strides[nd-1]
	}
	n := shape[nd-1]
	if nd == 1 {
		row(offs, n, inner)
		return
	}
	idx := make([]int, nd-1) //krait:alloc-ok one per dimension (at most maxDims: ndim.go)
	cur := make([]int, len(ops))
	copy(cur, offs)
	for {
		row(cur, n, inner)
		k := nd - 2
		for ; k >= 0; k-- {
			idx[k]++
			for j, o := range ops {
				cur[j] += o.strides[k]
			}
			if idx[k] < shape[k] {
				break
			}
			for j, o := range ops {
				cur[j] -= o.strides[k] * idx[k]
			}
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// stridedOperand returns a's operand over shape (broadcast).
func stridedOperand(a *Array, shape []int) operand {
	return operand{off: a.off, strides: broadcastStrides(a, shape)}
}
