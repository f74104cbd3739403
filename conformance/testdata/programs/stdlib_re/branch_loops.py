# krait-run: --max-ops 1000000000
# (Each match over 2*10**6 characters is charged its engine time.)
import re
# Loops over alternations, generated: alternatives of one literal or class
# (CPython's parser turns them into one class, so the loop needs no
# backtracking state) and alternatives with a common first element (moved
# out in front of the branch), repeated greedy, lazy and possessive, on
# inputs of 10**3 to 2*10**6 characters. CPython answers all of them in
# constant memory; each failing tail makes the engine try every length.
alts = [
    ['a', 'b'],
    ['a', '[bc]'],
    ['x', 'a', 'b'],
    ['[a]', 'b', 'a'],
    [r'\w', 'b'],
    ['[a-b]', '[^\\nab]'],
]
quants = ['*', '+', '*?', '+?', '*+', '{0,3000000}', '{1,}']
count = 0
for alt in alts:
    body = '(?:' + '|'.join(alt) + ')'
    for q in quants:
        for tail in ['c', '$', '']:
            pat = body + q + tail
            for s in ('ab' * 500, 'a' * 999 + '\n'):
                m = re.match(pat, s)
                f = re.fullmatch(pat, s)
                print(pat, len(s), m and m.span(), f and f.span())
                count += 1
        # 2*10**6 characters: every length is tried before the tail fails
        # (a negated class stays a branch: see the last part).
        if '^' in body or q not in ('*', '+?', '{0,3000000}'):
            continue
        m = re.match(body + q + 'c', 'ab' * 10**6)
        print(body + q + 'c', 2 * 10**6, m and m.span())
        count += 1
# A common prefix moves out of the branch (what is left is one class, in
# a loop over two elements, which holds state per iteration in CPython too).
for pat in ['(?:xa|xb)*c', '(?:xa|xb|x[cd])+$', '(?:\\da|\\db)*?z']:
    for s in ['xa' * 10**5, '1a1b' * 50000, 'xaxbxcxd' * 25000 + '!', 'xbxa' * 20]:
        m = re.match(pat, s)
        print(pat, len(s), m and m.span())
        count += 1
# Loops over branches that stay branches (several characters per
# alternative) hold state per iteration in CPython too: sizes both fit.
for pat in ['(?:ab|cd)*e', '(a|b)*c', '(?:ab)*c', '(?:a|bc)*d', '(?:ab|a)*?c']:
    for n in (10, 10**5):
        m = re.match(pat, 'ab' * n)
        print(pat, n, m and m.span(), re.findall(pat[:-1], 'ab' * 10)[:3])
        count += 1
# Groups, lastindex and the class's case folding are unchanged.
for pat, s in [('(a|b)+', 'abba'), ('(?:(a)|b)+', 'ab'), ('(?i)(?:a|B)+', 'AbBa'),
               ('(?:a|b|a)+', 'aab'), ('x(?:a|b)|x(?:c)', 'xc'), ('(?:|a)+', 'aa'),
               ('(?:a|)+', 'aa'), ('(?:[^a]|a)+', 'ba\n'), ('(?:\\d|\\D)+', '1a'),
               (b'(?:a|b)+'.decode(), 'ab')]:
    m = re.match(pat, s)
    print(pat, m and (m.span(), m.groups(), m.lastindex))
print(count)
