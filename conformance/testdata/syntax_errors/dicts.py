x = {a: 1, b for b in c}
---
x = {a: 1, b if c}
---
x = {a: 1, b if c else}
---
x = {a: 1, b or c if d}
---
x = {a: 1, b = 2}
---
x = {a: 1, b;}
---
x = {a: 1, b := 2}
---
x = {a: 1, b.}
---
x = {a: 1, b as c}
---
x = {**a, b for b in c}
---
x = {a: 1, (b if c)}
---
x = {a: *b}
---
x = {a: 1, b: *c for c in d}
---
x = {a: *b for a in c}
---
x = {é: *b, c: 1}
---
x = {a: *b
}
---
x = {a: *}
---
x = {a := 1: 2}
---
x = {(a := 1): 2, b := 3: 4}
