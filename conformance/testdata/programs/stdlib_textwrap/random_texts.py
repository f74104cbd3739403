# krait-run: --allow-import textwrap
import textwrap, random
random.seed(7)
words = ['a', 'bb', 'ccc', 'hyphen-ated', 'long-hyphenated-word', 'x'*15, 'end.', 'Mr.', 'e.g.', '--', 'em--dash', 'tab\there', 'nl\nline', '  ', 'caf\u00e9', '\u4e2d\u6587', 'q?', '"quote."', 'a-b-c-d', '-lead', 'trail-']
for i in range(400):
    text = ' '.join(random.choice(words) for _ in range(random.randint(0, 25)))
    if random.random() < 0.3:
        text = '  ' + text + '  '
    kw = {}
    if random.random() < 0.3: kw['break_long_words'] = False
    if random.random() < 0.3: kw['break_on_hyphens'] = False
    if random.random() < 0.2: kw['drop_whitespace'] = False
    if random.random() < 0.2: kw['fix_sentence_endings'] = True
    if random.random() < 0.2: kw['replace_whitespace'] = False
    if random.random() < 0.2: kw['initial_indent'] = '* '
    if random.random() < 0.2: kw['subsequent_indent'] = '   '
    if random.random() < 0.3: kw['max_lines'] = random.randint(1, 4)
    if random.random() < 0.2: kw['placeholder'] = random.choice([' ...', '~', ' [more]'])
    width = random.randint(1, 30)
    try:
        print(i, textwrap.wrap(text, width, **kw))
    except ValueError as e:
        print(i, 'ValueError', e)
    try:
        print(i, repr(textwrap.shorten(text, max(width, 8))))
    except ValueError as e:
        print(i, 'ValueError', e)
    print(i, repr(textwrap.dedent(text.replace(' ', '\n  ', 2))))
