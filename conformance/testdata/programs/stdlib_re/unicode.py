import re
print(re.findall(r'\w+', 'naïve café 東京'), re.findall(r'\d', '٣4'), re.findall(r'\s', 'a\u00a0b\u2003'))
print(re.search('É', 'éÉ', re.I).span(), re.findall('(?i)straße', 'STRASSE straße'))
m = re.search('ö+', 'xöööy')
print(m, m.span())
print(re.sub('ä', 'ae', 'Mädchen Bär'), re.split('·', 'a·b·c'))
