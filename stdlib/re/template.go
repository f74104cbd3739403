package re

import (
	"fmt"
	"strconv"
)

// Template is a parsed replacement template (CPython's parse_template):
// literal pieces and group references.
type Template struct {
	parts []templatePart
}

type templatePart struct {
	lit   []rune
	group int // -1 for a literal part
}

// cachedTemplate is a pattern's last compiled template.
type cachedTemplate struct {
	src  string
	tmpl *Template
}

// TemplateBytesPerByte bounds the memory CompileTemplate holds per byte
// of the replacement: the template's runes (4 bytes), the literal runes
// (4 more) and up to one part per two bytes ("\\1", 32 bytes each), with
// the slices' doubling on top.
const TemplateBytesPerByte = 48

// Template is CompileTemplate remembering the pattern's last template, as
// CPython caches compiled templates: re.sub in a loop compiles its
// replacement once. Before compiling it calls charge with the memory the
// compiled template may hold (TemplateBytesPerByte per byte of repl): a
// 200 MB template of group references ("\\1" * 10**8) compiled to 4 GB
// of parts and crashed the process out of memory.
func (p *Pattern) Template(repl string, charge func(int64) error) (*Template, error) {
	if c := p.lastTmpl.Load(); c != nil && c.src == repl {
		return c.tmpl, nil
	}
	if err := charge(int64(len(repl)) * TemplateBytesPerByte); err != nil {
		return nil, err
	}
	tmpl, err := p.CompileTemplate(repl)
	if err == nil {
		p.lastTmpl.Store(&cachedTemplate{repl, tmpl})
	}
	return tmpl, err
}

// CompileTemplate parses repl for use with p: \1..\99 and \g<n>/\g<name>
// group references, \0 and three-digit octal escapes, the standard
// character escapes, and CPython's errors (re.error with positions, or
// IndexError "unknown group name 'x'").
func (p *Pattern) CompileTemplate(repl string) (tmpl *Template, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			tmpl, err = nil, e
		}
	}()
	t := &tokenizer{src: []rune(repl), pattern: repl}
	t.advance()
	tmpl = &Template{}
	var lit []rune
	flush := func() {
		if len(lit) > 0 {
			tmpl.parts = append(tmpl.parts, templatePart{lit: lit, group: -1})
			lit = nil
		}
	}
	addGroup := func(index, offset int) {
		if index > p.groups {
			panic(t.error(fmt.Sprintf("invalid group reference %d", index), offset))
		}
		flush()
		tmpl.parts = append(tmpl.parts, templatePart{group: index})
	}
	for {
		this := t.get()
		if !this.ok {
			break
		}
		if !this.esc {
			lit = append(lit, this.c) //krait:alloc-ok one rune per character of the replacement template, charged by Template (TemplateBytesPerByte)
			continue
		}
		c := this.c
		switch {
		case c == 'g':
			if !t.match('<') {
				panic(t.error("missing <", 0))
			}
			name := t.getUntil('>', "group name")
			nameLen := len([]rune(name))
			var index int
			if isIdentifier(name) {
				i, ok := p.groupIndex[name]
				if !ok {
					panic(&Error{Type: "IndexError", Msg: "unknown group name " + pyRepr(name), Pos: -1})
				}
				index = i
			} else {
				v, ok := pyIntLiteral(name)
				if !ok || v < 0 {
					panic(t.error("bad character in group name "+pyRepr(name), nameLen+1))
				}
				if v >= maxGroups {
					panic(t.error(fmt.Sprintf("invalid group reference %d", v), nameLen+1))
				}
				index = int(v)
			}
			addGroup(index, nameLen+1)
		case c == '0':
			digits := "0"
			if t.next.ok && !t.next.esc && isOctDigit(t.next.c) {
				digits += string(t.get().c)
				if t.next.ok && !t.next.esc && isOctDigit(t.next.c) {
					digits += string(t.get().c)
				}
			}
			v, _ := strconv.ParseUint(digits, 8, 32)
			lit = append(lit, rune(v&0xff)) //krait:alloc-ok one rune per character of the replacement template, charged by Template (TemplateBytesPerByte)
		case isDigit(c):
			digits := string(c)
			isOctal := false
			if t.next.ok && !t.next.esc && isDigit(t.next.c) {
				digits += string(t.get().c)
				if isOctDigit(c) && isOctDigit(rune(digits[1])) && t.next.ok && !t.next.esc && isOctDigit(t.next.c) {
					digits += string(t.get().c)
					isOctal = true
					v, _ := strconv.ParseUint(digits, 8, 32)
					if v > 0o377 {
						panic(t.error(`octal escape value \`+digits+" outside of range 0-0o377", len(digits)+1))
					}
					lit = append(lit, rune(v)) //krait:alloc-ok one rune per character of the replacement template, charged by Template (TemplateBytesPerByte)
				}
			}
			if !isOctal {
				index, _ := strconv.Atoi(digits)
				addGroup(index, len(digits))
			}
		default:
			if r, ok := escapes[c]; ok {
				lit = append(lit, r) //krait:alloc-ok one rune per character of the replacement template, charged by Template (TemplateBytesPerByte)
			} else if isASCIILetter(c) {
				panic(t.error(`bad escape \`+string(c), 2))
			} else {
				lit = append(lit, '\\', c) //krait:alloc-ok one rune per character of the replacement template, charged by Template (TemplateBytesPerByte)
			}
		}
	}
	flush()
	return tmpl, nil
}

// Expand substitutes a match into the template (match.expand); a group
// that did not participate expands to "".
func (t *Template) Expand(m *Match) []rune { return t.appendExpand(nil, m) }

// ExpandLen returns the length (in runes) of the expansion of the
// template for m, for a budget check before expanding.
func (t *Template) ExpandLen(m *Match) int {
	n := 0
	for _, part := range t.parts {
		if part.group < 0 {
			n += len(part.lit)
		} else if s, e := m.Span(part.group); s >= 0 {
			n += e - s
		}
	}
	return n
}

// appendExpand appends the expansion of the template for m to out.
func (t *Template) appendExpand(out []rune, m *Match) []rune {
	for _, part := range t.parts {
		if part.group < 0 {
			out = append(out, part.lit...) //krait:alloc-ok the expansion's size is checked first by its callers (SubTemplate: checkResultSize of ExpandLen; Match.expand: t.Alloc(4*ExpandLen))
			continue
		}
		if s, e := m.Span(part.group); s >= 0 {
			out = append(out, m.Input()[s:e]...) //krait:alloc-ok the expansion's size is checked first by its callers (SubTemplate: checkResultSize of ExpandLen; Match.expand: t.Alloc(4*ExpandLen))
		}
	}
	return out
}

// Literal reports whether the template has no group references, and its
// text (CPython then substitutes the string directly).
func (t *Template) Literal() ([]rune, bool) {
	var out []rune
	for _, part := range t.parts {
		if part.group >= 0 {
			return nil, false
		}
		out = append(out, part.lit...) //krait:alloc-ok a copy of the template's literal runes (which exist)
	}
	return out, true
}
