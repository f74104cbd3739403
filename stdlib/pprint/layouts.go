package pprint

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// spaces returns n spaces, charged before they are made: the indent per
// level is the program's argument (PrettyPrinter(indent=...)).
func (p *printer) spaces(n int) (string, error) {
	if n <= 0 {
		return "", nil
	}
	if err := p.t.Alloc(int64(n)); err != nil {
		return "", err
	}
	return strings.Repeat(" ", n), nil
}

// writeBreak writes prefix and n spaces.
func (p *printer) writeBreak(prefix string, n int) error {
	sp, err := p.spaces(n)
	if err != nil {
		return err
	}
	return p.write(prefix + sp)
}

// formatItems is PrettyPrinter._format_items: one item per line, or as
// many as fit per line when compact.
func (p *printer) formatItems(items []py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	indent += p.indentPer
	if p.indentPer > 1 {
		if err := p.writeBreak("", p.indentPer-1); err != nil {
			return err
		}
	}
	sp, err := p.spaces(indent)
	if err != nil {
		return err
	}
	delimnl := ",\n" + sp
	delim := ""
	width := p.width - indent + 1
	maxWidth := width
	for i, ent := range items {
		last := i == len(items)-1
		if last {
			maxWidth -= allowance
			width -= allowance
		}
		if p.compact {
			rep, err := p.repr(ent, ctx, level)
			if err != nil {
				return err
			}
			w := length(rep) + 2
			if width < w {
				width = maxWidth
				if delim != "" {
					delim = delimnl
				}
			}
			if width >= w {
				width -= w
				if err := p.write(delim); err != nil {
					return err
				}
				delim = ", "
				if err := p.write(rep); err != nil {
					return err
				}
				continue
			}
		}
		if err := p.write(delim); err != nil {
			return err
		}
		delim = delimnl
		a := 1
		if last {
			a = allowance
		}
		if err := p.format(ent, indent, a, ctx, level); err != nil {
			return err
		}
	}
	return nil
}

// formatDictItems is PrettyPrinter._format_dict_items.
func (p *printer) formatDictItems(items [][2]py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	indent += p.indentPer
	sp, err := p.spaces(indent)
	if err != nil {
		return err
	}
	delimnl := ",\n" + sp
	for i, kv := range items {
		last := i == len(items)-1
		rep, err := p.repr(kv[0], ctx, level)
		if err != nil {
			return err
		}
		if err := p.write(rep + ": "); err != nil {
			return err
		}
		a := 1
		if last {
			a = allowance
		}
		if err := p.format(kv[1], indent+length(rep)+2, a, ctx, level); err != nil {
			return err
		}
		if !last {
			if err := p.write(delimnl); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *printer) pprintDict(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	if err := p.write("{"); err != nil {
		return err
	}
	if p.indentPer > 1 {
		if err := p.writeBreak("", p.indentPer-1); err != nil {
			return err
		}
	}
	d := baseOf(obj).(*py.Dict)
	if d.Len() > 0 {
		items, err := p.dictItems(d)
		if err != nil {
			return err
		}
		if err := p.formatDictItems(items, indent, allowance+1, ctx, level); err != nil {
			return err
		}
	}
	return p.write("}")
}

func (p *printer) pprintList(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	if err := p.write("["); err != nil {
		return err
	}
	if err := p.formatItems(baseOf(obj).(*py.List).Items(), indent, allowance+1, ctx, level); err != nil {
		return err
	}
	return p.write("]")
}

func (p *printer) pprintTuple(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	items := baseOf(obj).(*py.Tuple).Items()
	end := ")"
	if len(items) == 1 {
		end = ",)"
	}
	if err := p.write("("); err != nil {
		return err
	}
	if err := p.formatItems(items, indent, allowance+len(end), ctx, level); err != nil {
		return err
	}
	return p.write(end)
}

func (p *printer) pprintSet(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	items, err := py.Items(p.t, obj)
	if err != nil {
		return err
	}
	if len(items) == 0 {
		r, err := py.Repr(p.t, obj)
		if err != nil {
			return err
		}
		return p.write(r)
	}
	typ := obj.Type()
	end := "}"
	if typ == py.SetType {
		if err := p.write("{"); err != nil {
			return err
		}
	} else {
		if err := p.write(typ.Name + "({"); err != nil {
			return err
		}
		end = "})"
		indent += length(typ.Name) + 1
	}
	order, err := sortedOrder(p.t, items)
	if err != nil {
		return err
	}
	sorted := make([]py.Value, len(items))
	for i, k := range order {
		sorted[i] = items[k]
	}
	if err := p.formatItems(sorted, indent, allowance+len(end), ctx, level); err != nil {
		return err
	}
	return p.write(end)
}

// reprStr returns repr of a str.
func (p *printer) reprStr(s string) (string, error) {
	return py.Repr(p.t, py.NewStr(s))
}

// strParts splits a line like re.findall(r'\S*\s*', line), without the
// final empty match.
func strParts(line string) []string {
	var parts []string
	rs := []rune(line)
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && !isSpace(rs[j]) {
			j++
		}
		for j < len(rs) && isSpace(rs[j]) {
			j++
		}
		parts = append(parts, string(rs[i:j])) //krait:alloc-ok pprintStr checks the runes and words of line first (CheckAlloc)
		i = j
	}
	return parts
}

func (p *printer) pprintStr(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	s := baseOf(obj).(*py.Str).String()
	if s == "" {
		r, err := py.Repr(p.t, obj)
		if err != nil {
			return err
		}
		return p.write(r)
	}
	lv, err := py.CallMethod(p.t, py.NewStr(s), "splitlines", []py.Value{py.True}, nil)
	if err != nil {
		return err
	}
	lines, err := py.Items(p.t, lv)
	if err != nil {
		return err
	}
	if level == 1 {
		indent++
		allowance++
	}
	maxWidth := p.width - indent
	maxWidth1 := maxWidth
	var chunks []string
	var rep string
	for i, lvv := range lines {
		line := lvv.(*py.Str).String()
		if rep, err = p.reprStr(line); err != nil {
			return err
		}
		if i == len(lines)-1 {
			maxWidth1 -= allowance
		}
		if length(rep) <= maxWidth1 {
			chunks = append(chunks, rep)
			continue
		}
		// The line's runes and its words (at most one per two bytes).
		if err := p.t.CheckAlloc(int64(len(line))*4 + int64(len(line)/2+1)*py.PieceSize); err != nil {
			return err
		}
		parts := strParts(line)
		maxWidth2 := maxWidth
		current := ""
		for j, part := range parts {
			candidate := current + part
			if j == len(parts)-1 && i == len(lines)-1 {
				maxWidth2 -= allowance
			}
			cr, err := p.reprStr(candidate)
			if err != nil {
				return err
			}
			if length(cr) > maxWidth2 {
				if current != "" {
					r, err := p.reprStr(current)
					if err != nil {
						return err
					}
					if err := p.t.Alloc(int64(len(r)) + 16); err != nil {
						return err
					}
					chunks = append(chunks, r) //krait:alloc-ok the chunk and its slot, charged just above
				}
				current = part
			} else {
				current = candidate
			}
		}
		if current != "" {
			r, err := p.reprStr(current)
			if err != nil {
				return err
			}
			if err := p.t.Alloc(int64(len(r)) + 16); err != nil {
				return err
			}
			chunks = append(chunks, r) //krait:alloc-ok the chunk and its slot, charged just above
		}
	}
	if len(chunks) == 1 {
		return p.write(rep)
	}
	if level == 1 {
		if err := p.write("("); err != nil {
			return err
		}
	}
	for i, c := range chunks {
		if i > 0 {
			if err := p.writeBreak("\n", indent); err != nil {
				return err
			}
		}
		if err := p.write(c); err != nil {
			return err
		}
	}
	if level == 1 {
		return p.write(")")
	}
	return nil
}

// bytesChunks is pprint's _wrap_bytes_repr: reprs of 4-byte-aligned
// pieces that fit the width.
func (p *printer) bytesChunks(b string, width, allowance int) ([]string, error) {
	var out []string
	current := ""
	last := len(b) / 4 * 4
	for i := 0; i < len(b); i += 4 {
		part := b[i:min(i+4, len(b))]
		candidate := current + part
		if i == last {
			width -= allowance
		}
		cr, err := py.Repr(p.t, py.NewBytes(candidate))
		if err != nil {
			return nil, err
		}
		if length(cr) > width {
			if current != "" {
				r, err := py.Repr(p.t, py.NewBytes(current))
				if err != nil {
					return nil, err
				}
				if err := p.t.Alloc(int64(len(r)) + 16); err != nil {
					return nil, err
				}
				out = append(out, r) //krait:alloc-ok the chunk and its slot, charged just above
			}
			current = part
		} else {
			current = candidate
		}
	}
	if current != "" {
		r, err := py.Repr(p.t, py.NewBytes(current))
		if err != nil {
			return nil, err
		}
		if err := p.t.Alloc(int64(len(r)) + 16); err != nil {
			return nil, err
		}
		out = append(out, r) //krait:alloc-ok the chunk and its slot, charged just above
	}
	return out, nil
}

// pprintRawBytes lays out bytes content.
func (p *printer) pprintRawBytes(b string, indent, allowance, level int) error {
	if len(b) <= 4 {
		r, err := py.Repr(p.t, py.NewBytes(b))
		if err != nil {
			return err
		}
		return p.write(r)
	}
	parens := level == 1
	if parens {
		indent++
		allowance++
		if err := p.write("("); err != nil {
			return err
		}
	}
	chunks, err := p.bytesChunks(b, p.width-indent, allowance)
	if err != nil {
		return err
	}
	for i, c := range chunks {
		if i > 0 {
			if err := p.writeBreak("\n", indent); err != nil {
				return err
			}
		}
		if err := p.write(c); err != nil {
			return err
		}
	}
	if parens {
		return p.write(")")
	}
	return nil
}

func (p *printer) pprintBytes(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	return p.pprintRawBytes(baseOf(obj).(*py.Bytes).String(), indent, allowance, level)
}

func (p *printer) pprintByteArray(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	if err := p.write("bytearray("); err != nil {
		return err
	}
	if err := p.pprintRawBytes(string(baseOf(obj).(*py.ByteArray).Bytes()), indent+10, allowance+1, level+1); err != nil {
		return err
	}
	return p.write(")")
}

// writeRepr writes repr(obj).
func (p *printer) writeRepr(obj py.Value) error {
	r, err := py.Repr(p.t, obj)
	if err != nil {
		return err
	}
	return p.write(r)
}

func (p *printer) pprintOrderedDict(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	d := baseOf(obj).(*py.Dict)
	if d.Len() == 0 {
		return p.writeRepr(obj)
	}
	name := obj.Type().Name
	if err := p.write(name + "("); err != nil {
		return err
	}
	pairs := d.Items()
	tuples := make([]py.Value, len(pairs))
	for i, kv := range pairs {
		tuples[i] = py.NewTuple([]py.Value{kv[0], kv[1]})
	}
	if err := p.format(py.NewList(tuples), indent+length(name)+1, allowance+1, ctx, level); err != nil {
		return err
	}
	return p.write(")")
}

func (p *printer) pprintDefaultDict(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	d := baseOf(obj).(*py.Dict)
	if d.Len() == 0 {
		return p.writeRepr(obj)
	}
	factory, err := py.GetAttr(p.t, obj, "default_factory")
	if err != nil {
		return err
	}
	rdf, err := p.repr(factory, ctx, level)
	if err != nil {
		return err
	}
	name := obj.Type().Name
	indent += length(name) + 1
	if err := p.writeBreak(name+"("+rdf+",\n", indent); err != nil {
		return err
	}
	if err := p.pprintDict(d, indent, allowance+1, ctx, level); err != nil {
		return err
	}
	return p.write(")")
}

func (p *printer) pprintCounter(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	d := baseOf(obj).(*py.Dict)
	if d.Len() == 0 {
		return p.writeRepr(obj)
	}
	name := obj.Type().Name
	if err := p.write(name + "({"); err != nil {
		return err
	}
	if p.indentPer > 1 {
		if err := p.writeBreak("", p.indentPer-1); err != nil {
			return err
		}
	}
	mc, err := py.CallMethod(p.t, obj, "most_common", nil, nil)
	if err != nil {
		return err
	}
	list, err := py.Items(p.t, mc)
	if err != nil {
		return err
	}
	items := make([][2]py.Value, len(list))
	for i, it := range list {
		kv := it.(*py.Tuple).Items()
		items[i] = [2]py.Value{kv[0], kv[1]}
	}
	if err := p.formatDictItems(items, indent+length(name)+1, allowance+2, ctx, level); err != nil {
		return err
	}
	return p.write("})")
}

func (p *printer) pprintChainMap(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	mv, err := py.GetAttr(p.t, obj, "maps")
	if err != nil {
		return err
	}
	maps, err := py.Items(p.t, mv)
	if err != nil {
		return err
	}
	if len(maps) == 0 {
		return p.writeRepr(obj)
	}
	name := obj.Type().Name
	if err := p.write(name + "("); err != nil {
		return err
	}
	indent += length(name) + 1
	for i, m := range maps {
		if i == len(maps)-1 {
			if err := p.format(m, indent, allowance+1, ctx, level); err != nil {
				return err
			}
			return p.write(")")
		}
		if err := p.format(m, indent, 1, ctx, level); err != nil {
			return err
		}
		if err := p.writeBreak(",\n", indent); err != nil {
			return err
		}
	}
	return nil
}

func (p *printer) pprintDeque(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	items, err := py.Items(p.t, obj)
	if err != nil {
		return err
	}
	if len(items) == 0 {
		return p.writeRepr(obj)
	}
	name := obj.Type().Name
	if err := p.write(name + "(["); err != nil {
		return err
	}
	indent += length(name) + 1
	maxlen, err := py.GetAttr(p.t, obj, "maxlen")
	if err != nil {
		return err
	}
	if maxlen == py.None {
		if err := p.formatItems(items, indent, allowance+2, ctx, level); err != nil {
			return err
		}
		return p.write("])")
	}
	if err := p.formatItems(items, indent, 2, ctx, level); err != nil {
		return err
	}
	rml, err := p.repr(maxlen, ctx, level)
	if err != nil {
		return err
	}
	if err := p.writeBreak("],\n", indent); err != nil {
		return err
	}
	return p.write("maxlen=" + rml + ")")
}

// pprintDataclass is PrettyPrinter._pprint_dataclass: Name(field=value,
// ...) with one field per line, for instances whose repr is the one
// dataclass generated.
func (p *printer) pprintDataclass(names []string) layoutFunc {
	return func(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
		clsName := obj.Type().Name
		indent += length(clsName) + 1
		if err := p.write(clsName + "("); err != nil {
			return err
		}
		sp, err := p.spaces(indent)
		if err != nil {
			return err
		}
		delimnl := ",\n" + sp
		for i, name := range names {
			last := i == len(names)-1
			ent, err := py.GetAttrByName(p.t, obj, name)
			if err != nil {
				return err
			}
			if err := p.write(name + "="); err != nil {
				return err
			}
			if ctx.Has(ent) {
				if err := p.write("..."); err != nil {
					return err
				}
			} else {
				a := 1
				if last {
					a = allowance
				}
				if err := p.format(ent, indent+length(name)+1, a, ctx, level); err != nil {
					return err
				}
			}
			if !last {
				if err := p.write(delimnl); err != nil {
					return err
				}
			}
		}
		return p.write(")")
	}
}
