# krait-run: --allow-import decimal
# Generated matrix of format specs (random spec pieces, fixed seed) against Decimal values.
from decimal import Decimal
try:
    print('-f.1', '0.0001', repr(format(Decimal('0.0001'), '-f.1'))[:40])
except (ValueError, TypeError) as e:
    print('-f.1', '0.0001', type(e).__name__)
try:
    print('015', '0', repr(format(Decimal('0'), '015'))[:40])
except (ValueError, TypeError) as e:
    print('015', '0', type(e).__name__)
try:
    print('.0-', '0.5', repr(format(Decimal('0.5'), '.0-'))[:40])
except (ValueError, TypeError) as e:
    print('.0-', '0.5', type(e).__name__)
try:
    print('.3', '0', repr(format(Decimal('0'), '.3'))[:40])
except (ValueError, TypeError) as e:
    print('.3', '0', type(e).__name__)
try:
    print(',', '0.0001', repr(format(Decimal('0.0001'), ','))[:40])
except (ValueError, TypeError) as e:
    print(',', '0.0001', type(e).__name__)
try:
    print('z', '9.999', repr(format(Decimal('9.999'), 'z'))[:40])
except (ValueError, TypeError) as e:
    print('z', '9.999', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print('>', '1E+3', repr(format(Decimal('1E+3'), '>'))[:40])
except (ValueError, TypeError) as e:
    print('>', '1E+3', type(e).__name__)
try:
    print('f015', '1.5', repr(format(Decimal('1.5'), 'f015'))[:40])
except (ValueError, TypeError) as e:
    print('f015', '1.5', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('>', '-0.00', repr(format(Decimal('-0.00'), '>'))[:40])
except (ValueError, TypeError) as e:
    print('>', '-0.00', type(e).__name__)
try:
    print('^f7', '1E+30', repr(format(Decimal('1E+30'), '^f7'))[:40])
except (ValueError, TypeError) as e:
    print('^f7', '1E+30', type(e).__name__)
try:
    print(',.2fe', '-1E-3', repr(format(Decimal('-1E-3'), ',.2fe'))[:40])
except (ValueError, TypeError) as e:
    print(',.2fe', '-1E-3', type(e).__name__)
try:
    print('F', '-0', repr(format(Decimal('-0'), 'F'))[:40])
except (ValueError, TypeError) as e:
    print('F', '-0', type(e).__name__)
try:
    print('.1', '1.5', repr(format(Decimal('1.5'), '.1'))[:40])
except (ValueError, TypeError) as e:
    print('.1', '1.5', type(e).__name__)
try:
    print('e7f', 'sNaN', repr(format(Decimal('sNaN'), 'e7f'))[:40])
except (ValueError, TypeError) as e:
    print('e7f', 'sNaN', type(e).__name__)
try:
    print('.0e015', '-1E-3', repr(format(Decimal('-1E-3'), '.0e015'))[:40])
except (ValueError, TypeError) as e:
    print('.0e015', '-1E-3', type(e).__name__)
try:
    print('', '1.5', repr(format(Decimal('1.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1.5', type(e).__name__)
try:
    print('%', '-Infinity', repr(format(Decimal('-Infinity'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '-Infinity', type(e).__name__)
try:
    print('10.2f', '5E-7', repr(format(Decimal('5E-7'), '10.2f'))[:40])
except (ValueError, TypeError) as e:
    print('10.2f', '5E-7', type(e).__name__)
try:
    print('^-', 'NaN', repr(format(Decimal('NaN'), '^-'))[:40])
except (ValueError, TypeError) as e:
    print('^-', 'NaN', type(e).__name__)
try:
    print('1010', '1E+3', repr(format(Decimal('1E+3'), '1010'))[:40])
except (ValueError, TypeError) as e:
    print('1010', '1E+3', type(e).__name__)
try:
    print('', '5E-7', repr(format(Decimal('5E-7'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '5E-7', type(e).__name__)
try:
    print('<.1', 'NaN', repr(format(Decimal('NaN'), '<.1'))[:40])
except (ValueError, TypeError) as e:
    print('<.1', 'NaN', type(e).__name__)
try:
    print('<0150', 'sNaN', repr(format(Decimal('sNaN'), '<0150'))[:40])
except (ValueError, TypeError) as e:
    print('<0150', 'sNaN', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('*<', '1.5', repr(format(Decimal('1.5'), '*<'))[:40])
except (ValueError, TypeError) as e:
    print('*<', '1.5', type(e).__name__)
try:
    print('<7', '-Infinity', repr(format(Decimal('-Infinity'), '<7'))[:40])
except (ValueError, TypeError) as e:
    print('<7', '-Infinity', type(e).__name__)
try:
    print('10eE', '-0', repr(format(Decimal('-0'), '10eE'))[:40])
except (ValueError, TypeError) as e:
    print('10eE', '-0', type(e).__name__)
try:
    print('100z', '0E+5', repr(format(Decimal('0E+5'), '100z'))[:40])
except (ValueError, TypeError) as e:
    print('100z', '0E+5', type(e).__name__)
try:
    print('.0F.2f', '99.995', repr(format(Decimal('99.995'), '.0F.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.0F.2f', '99.995', type(e).__name__)
try:
    print('*<', '0.5', repr(format(Decimal('0.5'), '*<'))[:40])
except (ValueError, TypeError) as e:
    print('*<', '0.5', type(e).__name__)
try:
    print('*<0', 'NaN', repr(format(Decimal('NaN'), '*<0'))[:40])
except (ValueError, TypeError) as e:
    print('*<0', 'NaN', type(e).__name__)
try:
    print('', '-Infinity', repr(format(Decimal('-Infinity'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-Infinity', type(e).__name__)
try:
    print('*<+', '0', repr(format(Decimal('0'), '*<+'))[:40])
except (ValueError, TypeError) as e:
    print('*<+', '0', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('E^', 'NaN', repr(format(Decimal('NaN'), 'E^'))[:40])
except (ValueError, TypeError) as e:
    print('E^', 'NaN', type(e).__name__)
try:
    print('.0E10', '-Infinity', repr(format(Decimal('-Infinity'), '.0E10'))[:40])
except (ValueError, TypeError) as e:
    print('.0E10', '-Infinity', type(e).__name__)
try:
    print(',.2fg*<', '0.5', repr(format(Decimal('0.5'), ',.2fg*<'))[:40])
except (ValueError, TypeError) as e:
    print(',.2fg*<', '0.5', type(e).__name__)
try:
    print('e.2f', '-0', repr(format(Decimal('-0'), 'e.2f'))[:40])
except (ValueError, TypeError) as e:
    print('e.2f', '-0', type(e).__name__)
try:
    print('z.2f', '1E+3', repr(format(Decimal('1E+3'), 'z.2f'))[:40])
except (ValueError, TypeError) as e:
    print('z.2f', '1E+3', type(e).__name__)
try:
    print('F%0', '0E+5', repr(format(Decimal('0E+5'), 'F%0'))[:40])
except (ValueError, TypeError) as e:
    print('F%0', '0E+5', type(e).__name__)
try:
    print('f', '0', repr(format(Decimal('0'), 'f'))[:40])
except (ValueError, TypeError) as e:
    print('f', '0', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('7=', 'NaN', repr(format(Decimal('NaN'), '7='))[:40])
except (ValueError, TypeError) as e:
    print('7=', 'NaN', type(e).__name__)
try:
    print('7', '99.995', repr(format(Decimal('99.995'), '7'))[:40])
except (ValueError, TypeError) as e:
    print('7', '99.995', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('G<', '-0.00', repr(format(Decimal('-0.00'), 'G<'))[:40])
except (ValueError, TypeError) as e:
    print('G<', '-0.00', type(e).__name__)
try:
    print('.12>,.2f', '5E-7', repr(format(Decimal('5E-7'), '.12>,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.12>,.2f', '5E-7', type(e).__name__)
try:
    print('.12', '-1E-3', repr(format(Decimal('-1E-3'), '.12'))[:40])
except (ValueError, TypeError) as e:
    print('.12', '-1E-3', type(e).__name__)
try:
    print('10E', '5E-7', repr(format(Decimal('5E-7'), '10E'))[:40])
except (ValueError, TypeError) as e:
    print('10E', '5E-7', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('%', '5E-7', repr(format(Decimal('5E-7'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '5E-7', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print(' ', '-Infinity', repr(format(Decimal('-Infinity'), ' '))[:40])
except (ValueError, TypeError) as e:
    print(' ', '-Infinity', type(e).__name__)
try:
    print('ee^', '9.999', repr(format(Decimal('9.999'), 'ee^'))[:40])
except (ValueError, TypeError) as e:
    print('ee^', '9.999', type(e).__name__)
try:
    print('.12+>', '-0.00', repr(format(Decimal('-0.00'), '.12+>'))[:40])
except (ValueError, TypeError) as e:
    print('.12+>', '-0.00', type(e).__name__)
try:
    print('z>', '123456789', repr(format(Decimal('123456789'), 'z>'))[:40])
except (ValueError, TypeError) as e:
    print('z>', '123456789', type(e).__name__)
try:
    print('f', '1.5', repr(format(Decimal('1.5'), 'f'))[:40])
except (ValueError, TypeError) as e:
    print('f', '1.5', type(e).__name__)
try:
    print(' F', '1E-30', repr(format(Decimal('1E-30'), ' F'))[:40])
except (ValueError, TypeError) as e:
    print(' F', '1E-30', type(e).__name__)
try:
    print('10*<', '9.999', repr(format(Decimal('9.999'), '10*<'))[:40])
except (ValueError, TypeError) as e:
    print('10*<', '9.999', type(e).__name__)
try:
    print('e,.0', '1E-30', repr(format(Decimal('1E-30'), 'e,.0'))[:40])
except (ValueError, TypeError) as e:
    print('e,.0', '1E-30', type(e).__name__)
try:
    print('', 'sNaN', repr(format(Decimal('sNaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'sNaN', type(e).__name__)
try:
    print(',+', '123456789', repr(format(Decimal('123456789'), ',+'))[:40])
except (ValueError, TypeError) as e:
    print(',+', '123456789', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('-.2f', '9.999', repr(format(Decimal('9.999'), '-.2f'))[:40])
except (ValueError, TypeError) as e:
    print('-.2f', '9.999', type(e).__name__)
try:
    print(' +.1', '1E+30', repr(format(Decimal('1E+30'), ' +.1'))[:40])
except (ValueError, TypeError) as e:
    print(' +.1', '1E+30', type(e).__name__)
try:
    print('*<.1', '0.5', repr(format(Decimal('0.5'), '*<.1'))[:40])
except (ValueError, TypeError) as e:
    print('*<.1', '0.5', type(e).__name__)
try:
    print('e.1n', 'NaN', repr(format(Decimal('NaN'), 'e.1n'))[:40])
except (ValueError, TypeError) as e:
    print('e.1n', 'NaN', type(e).__name__)
try:
    print(',%.2f', '-0', repr(format(Decimal('-0'), ',%.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',%.2f', '-0', type(e).__name__)
try:
    print('7', '-1E-3', repr(format(Decimal('-1E-3'), '7'))[:40])
except (ValueError, TypeError) as e:
    print('7', '-1E-3', type(e).__name__)
try:
    print('.1f,', '-0', repr(format(Decimal('-0'), '.1f,'))[:40])
except (ValueError, TypeError) as e:
    print('.1f,', '-0', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('10G', '0', repr(format(Decimal('0'), '10G'))[:40])
except (ValueError, TypeError) as e:
    print('10G', '0', type(e).__name__)
try:
    print('G.0', '0.0001', repr(format(Decimal('0.0001'), 'G.0'))[:40])
except (ValueError, TypeError) as e:
    print('G.0', '0.0001', type(e).__name__)
try:
    print('*<=', '99.995', repr(format(Decimal('99.995'), '*<='))[:40])
except (ValueError, TypeError) as e:
    print('*<=', '99.995', type(e).__name__)
try:
    print('%', '-1E-3', repr(format(Decimal('-1E-3'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '-1E-3', type(e).__name__)
try:
    print('-', '99.995', repr(format(Decimal('99.995'), '-'))[:40])
except (ValueError, TypeError) as e:
    print('-', '99.995', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print(' 7', 'sNaN', repr(format(Decimal('sNaN'), ' 7'))[:40])
except (ValueError, TypeError) as e:
    print(' 7', 'sNaN', type(e).__name__)
try:
    print('015n', 'sNaN', repr(format(Decimal('sNaN'), '015n'))[:40])
except (ValueError, TypeError) as e:
    print('015n', 'sNaN', type(e).__name__)
try:
    print('==', '-Infinity', repr(format(Decimal('-Infinity'), '=='))[:40])
except (ValueError, TypeError) as e:
    print('==', '-Infinity', type(e).__name__)
try:
    print('', 'sNaN', repr(format(Decimal('sNaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'sNaN', type(e).__name__)
try:
    print('77e', '-Infinity', repr(format(Decimal('-Infinity'), '77e'))[:40])
except (ValueError, TypeError) as e:
    print('77e', '-Infinity', type(e).__name__)
try:
    print('7G', '5E-7', repr(format(Decimal('5E-7'), '7G'))[:40])
except (ValueError, TypeError) as e:
    print('7G', '5E-7', type(e).__name__)
try:
    print('015015n', '1E-30', repr(format(Decimal('1E-30'), '015015n'))[:40])
except (ValueError, TypeError) as e:
    print('015015n', '1E-30', type(e).__name__)
try:
    print('%', '9.999', repr(format(Decimal('9.999'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '9.999', type(e).__name__)
try:
    print('^-', '1E+3', repr(format(Decimal('1E+3'), '^-'))[:40])
except (ValueError, TypeError) as e:
    print('^-', '1E+3', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('G=', '0E+5', repr(format(Decimal('0E+5'), 'G='))[:40])
except (ValueError, TypeError) as e:
    print('G=', '0E+5', type(e).__name__)
try:
    print('g', '0', repr(format(Decimal('0'), 'g'))[:40])
except (ValueError, TypeError) as e:
    print('g', '0', type(e).__name__)
try:
    print('<', '1E-30', repr(format(Decimal('1E-30'), '<'))[:40])
except (ValueError, TypeError) as e:
    print('<', '1E-30', type(e).__name__)
try:
    print('*<', '9.999', repr(format(Decimal('9.999'), '*<'))[:40])
except (ValueError, TypeError) as e:
    print('*<', '9.999', type(e).__name__)
try:
    print('>90', '1E-30', repr(format(Decimal('1E-30'), '>90'))[:40])
except (ValueError, TypeError) as e:
    print('>90', '1E-30', type(e).__name__)
try:
    print('.3.2f', '0', repr(format(Decimal('0'), '.3.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.3.2f', '0', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('.30,', '-1234.5678', repr(format(Decimal('-1234.5678'), '.30,'))[:40])
except (ValueError, TypeError) as e:
    print('.30,', '-1234.5678', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('.1.0E', '0E+5', repr(format(Decimal('0E+5'), '.1.0E'))[:40])
except (ValueError, TypeError) as e:
    print('.1.0E', '0E+5', type(e).__name__)
try:
    print('10En', '5E-7', repr(format(Decimal('5E-7'), '10En'))[:40])
except (ValueError, TypeError) as e:
    print('10En', '5E-7', type(e).__name__)
try:
    print(',.2f.1', '-Infinity', repr(format(Decimal('-Infinity'), ',.2f.1'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f.1', '-Infinity', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('G.2f10', '-1234.5678', repr(format(Decimal('-1234.5678'), 'G.2f10'))[:40])
except (ValueError, TypeError) as e:
    print('G.2f10', '-1234.5678', type(e).__name__)
try:
    print('.3015e', '0.0001', repr(format(Decimal('0.0001'), '.3015e'))[:40])
except (ValueError, TypeError) as e:
    print('.3015e', '0.0001', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('<+', '-1234.5678', repr(format(Decimal('-1234.5678'), '<+'))[:40])
except (ValueError, TypeError) as e:
    print('<+', '-1234.5678', type(e).__name__)
try:
    print('>%<', '0', repr(format(Decimal('0'), '>%<'))[:40])
except (ValueError, TypeError) as e:
    print('>%<', '0', type(e).__name__)
try:
    print('', '-1234.5678', repr(format(Decimal('-1234.5678'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1234.5678', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print('.12', '99.995', repr(format(Decimal('99.995'), '.12'))[:40])
except (ValueError, TypeError) as e:
    print('.12', '99.995', type(e).__name__)
try:
    print(',', '123456789', repr(format(Decimal('123456789'), ','))[:40])
except (ValueError, TypeError) as e:
    print(',', '123456789', type(e).__name__)
try:
    print('E.3n', '123456789', repr(format(Decimal('123456789'), 'E.3n'))[:40])
except (ValueError, TypeError) as e:
    print('E.3n', '123456789', type(e).__name__)
try:
    print('015', '1.5', repr(format(Decimal('1.5'), '015'))[:40])
except (ValueError, TypeError) as e:
    print('015', '1.5', type(e).__name__)
try:
    print('<%', '0.0001', repr(format(Decimal('0.0001'), '<%'))[:40])
except (ValueError, TypeError) as e:
    print('<%', '0.0001', type(e).__name__)
try:
    print(' ', '-1234.5678', repr(format(Decimal('-1234.5678'), ' '))[:40])
except (ValueError, TypeError) as e:
    print(' ', '-1234.5678', type(e).__name__)
try:
    print('e=f', '-Infinity', repr(format(Decimal('-Infinity'), 'e=f'))[:40])
except (ValueError, TypeError) as e:
    print('e=f', '-Infinity', type(e).__name__)
try:
    print('', '9.999', repr(format(Decimal('9.999'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '9.999', type(e).__name__)
try:
    print('^', '99.995', repr(format(Decimal('99.995'), '^'))[:40])
except (ValueError, TypeError) as e:
    print('^', '99.995', type(e).__name__)
try:
    print('gzn', '5E-7', repr(format(Decimal('5E-7'), 'gzn'))[:40])
except (ValueError, TypeError) as e:
    print('gzn', '5E-7', type(e).__name__)
try:
    print('ze', '5E-7', repr(format(Decimal('5E-7'), 'ze'))[:40])
except (ValueError, TypeError) as e:
    print('ze', '5E-7', type(e).__name__)
try:
    print('z0,.2f', 'sNaN', repr(format(Decimal('sNaN'), 'z0,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('z0,.2f', 'sNaN', type(e).__name__)
try:
    print('>+', '123456789', repr(format(Decimal('123456789'), '>+'))[:40])
except (ValueError, TypeError) as e:
    print('>+', '123456789', type(e).__name__)
try:
    print('-e.12', '1E+30', repr(format(Decimal('1E+30'), '-e.12'))[:40])
except (ValueError, TypeError) as e:
    print('-e.12', '1E+30', type(e).__name__)
try:
    print('g--', '123456789', repr(format(Decimal('123456789'), 'g--'))[:40])
except (ValueError, TypeError) as e:
    print('g--', '123456789', type(e).__name__)
try:
    print('^^g', '12345.6789', repr(format(Decimal('12345.6789'), '^^g'))[:40])
except (ValueError, TypeError) as e:
    print('^^g', '12345.6789', type(e).__name__)
try:
    print('*<10.3', '1E+30', repr(format(Decimal('1E+30'), '*<10.3'))[:40])
except (ValueError, TypeError) as e:
    print('*<10.3', '1E+30', type(e).__name__)
try:
    print('015z', '0E+5', repr(format(Decimal('0E+5'), '015z'))[:40])
except (ValueError, TypeError) as e:
    print('015z', '0E+5', type(e).__name__)
try:
    print('10>9', '123456789', repr(format(Decimal('123456789'), '10>9'))[:40])
except (ValueError, TypeError) as e:
    print('10>9', '123456789', type(e).__name__)
try:
    print('>*<e', '5E-7', repr(format(Decimal('5E-7'), '>*<e'))[:40])
except (ValueError, TypeError) as e:
    print('>*<e', '5E-7', type(e).__name__)
try:
    print('z', 'sNaN', repr(format(Decimal('sNaN'), 'z'))[:40])
except (ValueError, TypeError) as e:
    print('z', 'sNaN', type(e).__name__)
try:
    print('e10', '1E+30', repr(format(Decimal('1E+30'), 'e10'))[:40])
except (ValueError, TypeError) as e:
    print('e10', '1E+30', type(e).__name__)
try:
    print('zz', '5E-7', repr(format(Decimal('5E-7'), 'zz'))[:40])
except (ValueError, TypeError) as e:
    print('zz', '5E-7', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('E.3', '1.5', repr(format(Decimal('1.5'), 'E.3'))[:40])
except (ValueError, TypeError) as e:
    print('E.3', '1.5', type(e).__name__)
try:
    print('', '-Infinity', repr(format(Decimal('-Infinity'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-Infinity', type(e).__name__)
try:
    print('%', '99.995', repr(format(Decimal('99.995'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '99.995', type(e).__name__)
try:
    print('', '0E+5', repr(format(Decimal('0E+5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0E+5', type(e).__name__)
try:
    print('%', '0.5', repr(format(Decimal('0.5'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '0.5', type(e).__name__)
try:
    print(' ', '1.5', repr(format(Decimal('1.5'), ' '))[:40])
except (ValueError, TypeError) as e:
    print(' ', '1.5', type(e).__name__)
try:
    print('0', '9.999', repr(format(Decimal('9.999'), '0'))[:40])
except (ValueError, TypeError) as e:
    print('0', '9.999', type(e).__name__)
try:
    print('E^', '9.999', repr(format(Decimal('9.999'), 'E^'))[:40])
except (ValueError, TypeError) as e:
    print('E^', '9.999', type(e).__name__)
try:
    print('.0', '0E+5', repr(format(Decimal('0E+5'), '.0'))[:40])
except (ValueError, TypeError) as e:
    print('.0', '0E+5', type(e).__name__)
try:
    print('=>9.0', '5E-7', repr(format(Decimal('5E-7'), '=>9.0'))[:40])
except (ValueError, TypeError) as e:
    print('=>9.0', '5E-7', type(e).__name__)
try:
    print(',01510', '-Infinity', repr(format(Decimal('-Infinity'), ',01510'))[:40])
except (ValueError, TypeError) as e:
    print(',01510', '-Infinity', type(e).__name__)
try:
    print('+', '12345.6789', repr(format(Decimal('12345.6789'), '+'))[:40])
except (ValueError, TypeError) as e:
    print('+', '12345.6789', type(e).__name__)
try:
    print('.1ff', 'sNaN', repr(format(Decimal('sNaN'), '.1ff'))[:40])
except (ValueError, TypeError) as e:
    print('.1ff', 'sNaN', type(e).__name__)
try:
    print('10015', '0E+5', repr(format(Decimal('0E+5'), '10015'))[:40])
except (ValueError, TypeError) as e:
    print('10015', '0E+5', type(e).__name__)
try:
    print('', '1.5', repr(format(Decimal('1.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1.5', type(e).__name__)
try:
    print('015f', '0E+5', repr(format(Decimal('0E+5'), '015f'))[:40])
except (ValueError, TypeError) as e:
    print('015f', '0E+5', type(e).__name__)
try:
    print('=Fn', '1E+3', repr(format(Decimal('1E+3'), '=Fn'))[:40])
except (ValueError, TypeError) as e:
    print('=Fn', '1E+3', type(e).__name__)
try:
    print('.12z*<', '-Infinity', repr(format(Decimal('-Infinity'), '.12z*<'))[:40])
except (ValueError, TypeError) as e:
    print('.12z*<', '-Infinity', type(e).__name__)
try:
    print('7n<', '1E+30', repr(format(Decimal('1E+30'), '7n<'))[:40])
except (ValueError, TypeError) as e:
    print('7n<', '1E+30', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('+*<', '9.999', repr(format(Decimal('9.999'), '+*<'))[:40])
except (ValueError, TypeError) as e:
    print('+*<', '9.999', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('.1.0 ', 'sNaN', repr(format(Decimal('sNaN'), '.1.0 '))[:40])
except (ValueError, TypeError) as e:
    print('.1.0 ', 'sNaN', type(e).__name__)
try:
    print('', '9.999', repr(format(Decimal('9.999'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '9.999', type(e).__name__)
try:
    print('n', 'NaN', repr(format(Decimal('NaN'), 'n'))[:40])
except (ValueError, TypeError) as e:
    print('n', 'NaN', type(e).__name__)
try:
    print('.2f.1>9', '-Infinity', repr(format(Decimal('-Infinity'), '.2f.1>9'))[:40])
except (ValueError, TypeError) as e:
    print('.2f.1>9', '-Infinity', type(e).__name__)
try:
    print('%0', '1E+30', repr(format(Decimal('1E+30'), '%0'))[:40])
except (ValueError, TypeError) as e:
    print('%0', '1E+30', type(e).__name__)
try:
    print('G', '-1E-3', repr(format(Decimal('-1E-3'), 'G'))[:40])
except (ValueError, TypeError) as e:
    print('G', '-1E-3', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('<.3', '-1E-3', repr(format(Decimal('-1E-3'), '<.3'))[:40])
except (ValueError, TypeError) as e:
    print('<.3', '-1E-3', type(e).__name__)
try:
    print('^.0e', '1E+3', repr(format(Decimal('1E+3'), '^.0e'))[:40])
except (ValueError, TypeError) as e:
    print('^.0e', '1E+3', type(e).__name__)
try:
    print('n', '12345.6789', repr(format(Decimal('12345.6789'), 'n'))[:40])
except (ValueError, TypeError) as e:
    print('n', '12345.6789', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('.0', '5E-7', repr(format(Decimal('5E-7'), '.0'))[:40])
except (ValueError, TypeError) as e:
    print('.0', '5E-7', type(e).__name__)
try:
    print('n015', '1.5', repr(format(Decimal('1.5'), 'n015'))[:40])
except (ValueError, TypeError) as e:
    print('n015', '1.5', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('.3%n', '-1E-3', repr(format(Decimal('-1E-3'), '.3%n'))[:40])
except (ValueError, TypeError) as e:
    print('.3%n', '-1E-3', type(e).__name__)
try:
    print('.3.2f', '1E+3', repr(format(Decimal('1E+3'), '.3.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.3.2f', '1E+3', type(e).__name__)
try:
    print('7,.2f', '1E+30', repr(format(Decimal('1E+30'), '7,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('7,.2f', '1E+30', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print(' +', '0E+5', repr(format(Decimal('0E+5'), ' +'))[:40])
except (ValueError, TypeError) as e:
    print(' +', '0E+5', type(e).__name__)
try:
    print('-%.1', '5E-7', repr(format(Decimal('5E-7'), '-%.1'))[:40])
except (ValueError, TypeError) as e:
    print('-%.1', '5E-7', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('E10', '0E+5', repr(format(Decimal('0E+5'), 'E10'))[:40])
except (ValueError, TypeError) as e:
    print('E10', '0E+5', type(e).__name__)
try:
    print('>E', '-1234.5678', repr(format(Decimal('-1234.5678'), '>E'))[:40])
except (ValueError, TypeError) as e:
    print('>E', '-1234.5678', type(e).__name__)
try:
    print('', '-1234.5678', repr(format(Decimal('-1234.5678'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1234.5678', type(e).__name__)
try:
    print('>', 'sNaN', repr(format(Decimal('sNaN'), '>'))[:40])
except (ValueError, TypeError) as e:
    print('>', 'sNaN', type(e).__name__)
try:
    print('=', '1E+3', repr(format(Decimal('1E+3'), '='))[:40])
except (ValueError, TypeError) as e:
    print('=', '1E+3', type(e).__name__)
try:
    print('*<', '-1E-3', repr(format(Decimal('-1E-3'), '*<'))[:40])
except (ValueError, TypeError) as e:
    print('*<', '-1E-3', type(e).__name__)
try:
    print('+n', '5E-7', repr(format(Decimal('5E-7'), '+n'))[:40])
except (ValueError, TypeError) as e:
    print('+n', '5E-7', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print(',.12', '0.5', repr(format(Decimal('0.5'), ',.12'))[:40])
except (ValueError, TypeError) as e:
    print(',.12', '0.5', type(e).__name__)
try:
    print('G*<', '-Infinity', repr(format(Decimal('-Infinity'), 'G*<'))[:40])
except (ValueError, TypeError) as e:
    print('G*<', '-Infinity', type(e).__name__)
try:
    print('', '0E+5', repr(format(Decimal('0E+5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0E+5', type(e).__name__)
try:
    print('GG7', '9.999', repr(format(Decimal('9.999'), 'GG7'))[:40])
except (ValueError, TypeError) as e:
    print('GG7', '9.999', type(e).__name__)
try:
    print('', 'sNaN', repr(format(Decimal('sNaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'sNaN', type(e).__name__)
try:
    print('10 ', '-1234.5678', repr(format(Decimal('-1234.5678'), '10 '))[:40])
except (ValueError, TypeError) as e:
    print('10 ', '-1234.5678', type(e).__name__)
try:
    print('10710', '123456789', repr(format(Decimal('123456789'), '10710'))[:40])
except (ValueError, TypeError) as e:
    print('10710', '123456789', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print('.3.2f', '1E+3', repr(format(Decimal('1E+3'), '.3.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.3.2f', '1E+3', type(e).__name__)
try:
    print('', '0E+5', repr(format(Decimal('0E+5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0E+5', type(e).__name__)
try:
    print('=>9', '-0', repr(format(Decimal('-0'), '=>9'))[:40])
except (ValueError, TypeError) as e:
    print('=>9', '-0', type(e).__name__)
try:
    print('+>9', '-1E-3', repr(format(Decimal('-1E-3'), '+>9'))[:40])
except (ValueError, TypeError) as e:
    print('+>9', '-1E-3', type(e).__name__)
try:
    print(',.2f', '-1234.5678', repr(format(Decimal('-1234.5678'), ',.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f', '-1234.5678', type(e).__name__)
try:
    print('', '1.5', repr(format(Decimal('1.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1.5', type(e).__name__)
try:
    print('g', '-0.00', repr(format(Decimal('-0.00'), 'g'))[:40])
except (ValueError, TypeError) as e:
    print('g', '-0.00', type(e).__name__)
try:
    print('-G', '-0', repr(format(Decimal('-0'), '-G'))[:40])
except (ValueError, TypeError) as e:
    print('-G', '-0', type(e).__name__)
try:
    print('+>910', '123456789', repr(format(Decimal('123456789'), '+>910'))[:40])
except (ValueError, TypeError) as e:
    print('+>910', '123456789', type(e).__name__)
try:
    print('<E', '123456789', repr(format(Decimal('123456789'), '<E'))[:40])
except (ValueError, TypeError) as e:
    print('<E', '123456789', type(e).__name__)
try:
    print(',.2f0.2f', 'NaN', repr(format(Decimal('NaN'), ',.2f0.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f0.2f', 'NaN', type(e).__name__)
try:
    print('', '-1234.5678', repr(format(Decimal('-1234.5678'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1234.5678', type(e).__name__)
try:
    print('.0,.2f%', '1E-30', repr(format(Decimal('1E-30'), '.0,.2f%'))[:40])
except (ValueError, TypeError) as e:
    print('.0,.2f%', '1E-30', type(e).__name__)
try:
    print('f', '0.5', repr(format(Decimal('0.5'), 'f'))[:40])
except (ValueError, TypeError) as e:
    print('f', '0.5', type(e).__name__)
try:
    print('Fz0', '1E+30', repr(format(Decimal('1E+30'), 'Fz0'))[:40])
except (ValueError, TypeError) as e:
    print('Fz0', '1E+30', type(e).__name__)
try:
    print('.1', '99.995', repr(format(Decimal('99.995'), '.1'))[:40])
except (ValueError, TypeError) as e:
    print('.1', '99.995', type(e).__name__)
try:
    print('=^0', '-0.00', repr(format(Decimal('-0.00'), '=^0'))[:40])
except (ValueError, TypeError) as e:
    print('=^0', '-0.00', type(e).__name__)
try:
    print('*<', '-Infinity', repr(format(Decimal('-Infinity'), '*<'))[:40])
except (ValueError, TypeError) as e:
    print('*<', '-Infinity', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('>9f,', '1E+3', repr(format(Decimal('1E+3'), '>9f,'))[:40])
except (ValueError, TypeError) as e:
    print('>9f,', '1E+3', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('>90*<', '12345.6789', repr(format(Decimal('12345.6789'), '>90*<'))[:40])
except (ValueError, TypeError) as e:
    print('>90*<', '12345.6789', type(e).__name__)
try:
    print('E', '12345.6789', repr(format(Decimal('12345.6789'), 'E'))[:40])
except (ValueError, TypeError) as e:
    print('E', '12345.6789', type(e).__name__)
try:
    print('>', '-1E-3', repr(format(Decimal('-1E-3'), '>'))[:40])
except (ValueError, TypeError) as e:
    print('>', '-1E-3', type(e).__name__)
try:
    print('g', '123456789', repr(format(Decimal('123456789'), 'g'))[:40])
except (ValueError, TypeError) as e:
    print('g', '123456789', type(e).__name__)
try:
    print('<', 'NaN', repr(format(Decimal('NaN'), '<'))[:40])
except (ValueError, TypeError) as e:
    print('<', 'NaN', type(e).__name__)
try:
    print('g.2f.0', '1E+30', repr(format(Decimal('1E+30'), 'g.2f.0'))[:40])
except (ValueError, TypeError) as e:
    print('g.2f.0', '1E+30', type(e).__name__)
try:
    print('>9', '1.5', repr(format(Decimal('1.5'), '>9'))[:40])
except (ValueError, TypeError) as e:
    print('>9', '1.5', type(e).__name__)
try:
    print('eF.3', '-1E-3', repr(format(Decimal('-1E-3'), 'eF.3'))[:40])
except (ValueError, TypeError) as e:
    print('eF.3', '-1E-3', type(e).__name__)
try:
    print('=', '99.995', repr(format(Decimal('99.995'), '='))[:40])
except (ValueError, TypeError) as e:
    print('=', '99.995', type(e).__name__)
try:
    print(',.2f', '-Infinity', repr(format(Decimal('-Infinity'), ',.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f', '-Infinity', type(e).__name__)
try:
    print('.1', '-Infinity', repr(format(Decimal('-Infinity'), '.1'))[:40])
except (ValueError, TypeError) as e:
    print('.1', '-Infinity', type(e).__name__)
try:
    print('>015', '1E-30', repr(format(Decimal('1E-30'), '>015'))[:40])
except (ValueError, TypeError) as e:
    print('>015', '1E-30', type(e).__name__)
try:
    print('>9.3', '12345.6789', repr(format(Decimal('12345.6789'), '>9.3'))[:40])
except (ValueError, TypeError) as e:
    print('>9.3', '12345.6789', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print('0', '-0.00', repr(format(Decimal('-0.00'), '0'))[:40])
except (ValueError, TypeError) as e:
    print('0', '-0.00', type(e).__name__)
try:
    print('f', '-0', repr(format(Decimal('-0'), 'f'))[:40])
except (ValueError, TypeError) as e:
    print('f', '-0', type(e).__name__)
try:
    print('', '0', repr(format(Decimal('0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('015', '0E+5', repr(format(Decimal('0E+5'), '015'))[:40])
except (ValueError, TypeError) as e:
    print('015', '0E+5', type(e).__name__)
try:
    print('>', '0.5', repr(format(Decimal('0.5'), '>'))[:40])
except (ValueError, TypeError) as e:
    print('>', '0.5', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('%', '0E+5', repr(format(Decimal('0E+5'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '0E+5', type(e).__name__)
try:
    print('', '1E-30', repr(format(Decimal('1E-30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E-30', type(e).__name__)
try:
    print('nz', '0', repr(format(Decimal('0'), 'nz'))[:40])
except (ValueError, TypeError) as e:
    print('nz', '0', type(e).__name__)
try:
    print('^', '1.5', repr(format(Decimal('1.5'), '^'))[:40])
except (ValueError, TypeError) as e:
    print('^', '1.5', type(e).__name__)
try:
    print('', '-Infinity', repr(format(Decimal('-Infinity'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-Infinity', type(e).__name__)
try:
    print('- ', '0.0001', repr(format(Decimal('0.0001'), '- '))[:40])
except (ValueError, TypeError) as e:
    print('- ', '0.0001', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print(',', 'sNaN', repr(format(Decimal('sNaN'), ','))[:40])
except (ValueError, TypeError) as e:
    print(',', 'sNaN', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('10->9', '0.0001', repr(format(Decimal('0.0001'), '10->9'))[:40])
except (ValueError, TypeError) as e:
    print('10->9', '0.0001', type(e).__name__)
try:
    print('', '-1234.5678', repr(format(Decimal('-1234.5678'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1234.5678', type(e).__name__)
try:
    print('-+', '123456789', repr(format(Decimal('123456789'), '-+'))[:40])
except (ValueError, TypeError) as e:
    print('-+', '123456789', type(e).__name__)
try:
    print('GG', '99.995', repr(format(Decimal('99.995'), 'GG'))[:40])
except (ValueError, TypeError) as e:
    print('GG', '99.995', type(e).__name__)
try:
    print('z^', '1.5', repr(format(Decimal('1.5'), 'z^'))[:40])
except (ValueError, TypeError) as e:
    print('z^', '1.5', type(e).__name__)
try:
    print('*<+', '0.5', repr(format(Decimal('0.5'), '*<+'))[:40])
except (ValueError, TypeError) as e:
    print('*<+', '0.5', type(e).__name__)
try:
    print('f.3.2f', '5E-7', repr(format(Decimal('5E-7'), 'f.3.2f'))[:40])
except (ValueError, TypeError) as e:
    print('f.3.2f', '5E-7', type(e).__name__)
try:
    print('F>>', '1E-30', repr(format(Decimal('1E-30'), 'F>>'))[:40])
except (ValueError, TypeError) as e:
    print('F>>', '1E-30', type(e).__name__)
try:
    print('*<Fg', '0.5', repr(format(Decimal('0.5'), '*<Fg'))[:40])
except (ValueError, TypeError) as e:
    print('*<Fg', '0.5', type(e).__name__)
try:
    print('.3 ', 'NaN', repr(format(Decimal('NaN'), '.3 '))[:40])
except (ValueError, TypeError) as e:
    print('.3 ', 'NaN', type(e).__name__)
try:
    print('', '0', repr(format(Decimal('0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0', type(e).__name__)
try:
    print('z', '99.995', repr(format(Decimal('99.995'), 'z'))[:40])
except (ValueError, TypeError) as e:
    print('z', '99.995', type(e).__name__)
try:
    print('.3zG', '1E-30', repr(format(Decimal('1E-30'), '.3zG'))[:40])
except (ValueError, TypeError) as e:
    print('.3zG', '1E-30', type(e).__name__)
try:
    print('%', '1.5', repr(format(Decimal('1.5'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '1.5', type(e).__name__)
try:
    print('=>e', '123456789', repr(format(Decimal('123456789'), '=>e'))[:40])
except (ValueError, TypeError) as e:
    print('=>e', '123456789', type(e).__name__)
try:
    print('z,', '-Infinity', repr(format(Decimal('-Infinity'), 'z,'))[:40])
except (ValueError, TypeError) as e:
    print('z,', '-Infinity', type(e).__name__)
try:
    print('> ', '123456789', repr(format(Decimal('123456789'), '> '))[:40])
except (ValueError, TypeError) as e:
    print('> ', '123456789', type(e).__name__)
try:
    print('^', '123456789', repr(format(Decimal('123456789'), '^'))[:40])
except (ValueError, TypeError) as e:
    print('^', '123456789', type(e).__name__)
try:
    print('+-0', '-0', repr(format(Decimal('-0'), '+-0'))[:40])
except (ValueError, TypeError) as e:
    print('+-0', '-0', type(e).__name__)
try:
    print('=0>9', 'sNaN', repr(format(Decimal('sNaN'), '=0>9'))[:40])
except (ValueError, TypeError) as e:
    print('=0>9', 'sNaN', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('^<', '1E+30', repr(format(Decimal('1E+30'), '^<'))[:40])
except (ValueError, TypeError) as e:
    print('^<', '1E+30', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('*<', '-0.00', repr(format(Decimal('-0.00'), '*<'))[:40])
except (ValueError, TypeError) as e:
    print('*<', '-0.00', type(e).__name__)
try:
    print('', '1.5', repr(format(Decimal('1.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1.5', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('n.0', '1E-30', repr(format(Decimal('1E-30'), 'n.0'))[:40])
except (ValueError, TypeError) as e:
    print('n.0', '1E-30', type(e).__name__)
try:
    print('E', '1E-30', repr(format(Decimal('1E-30'), 'E'))[:40])
except (ValueError, TypeError) as e:
    print('E', '1E-30', type(e).__name__)
try:
    print('z7^', '1E-30', repr(format(Decimal('1E-30'), 'z7^'))[:40])
except (ValueError, TypeError) as e:
    print('z7^', '1E-30', type(e).__name__)
try:
    print(' ', '0.5', repr(format(Decimal('0.5'), ' '))[:40])
except (ValueError, TypeError) as e:
    print(' ', '0.5', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('', '99.995', repr(format(Decimal('99.995'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '99.995', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('G', '123456789', repr(format(Decimal('123456789'), 'G'))[:40])
except (ValueError, TypeError) as e:
    print('G', '123456789', type(e).__name__)
try:
    print('', '0E+5', repr(format(Decimal('0E+5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0E+5', type(e).__name__)
try:
    print('.3', '-0.00', repr(format(Decimal('-0.00'), '.3'))[:40])
except (ValueError, TypeError) as e:
    print('.3', '-0.00', type(e).__name__)
try:
    print('.2f>z', '-1234.5678', repr(format(Decimal('-1234.5678'), '.2f>z'))[:40])
except (ValueError, TypeError) as e:
    print('.2f>z', '-1234.5678', type(e).__name__)
try:
    print('', '99.995', repr(format(Decimal('99.995'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '99.995', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print(',.2fE7', '12345.6789', repr(format(Decimal('12345.6789'), ',.2fE7'))[:40])
except (ValueError, TypeError) as e:
    print(',.2fE7', '12345.6789', type(e).__name__)
try:
    print('E.1', '99.995', repr(format(Decimal('99.995'), 'E.1'))[:40])
except (ValueError, TypeError) as e:
    print('E.1', '99.995', type(e).__name__)
try:
    print('.2f7.12', 'NaN', repr(format(Decimal('NaN'), '.2f7.12'))[:40])
except (ValueError, TypeError) as e:
    print('.2f7.12', 'NaN', type(e).__name__)
try:
    print('015=E', '9.999', repr(format(Decimal('9.999'), '015=E'))[:40])
except (ValueError, TypeError) as e:
    print('015=E', '9.999', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print('*<g', 'NaN', repr(format(Decimal('NaN'), '*<g'))[:40])
except (ValueError, TypeError) as e:
    print('*<g', 'NaN', type(e).__name__)
try:
    print('-.1e', '1.5', repr(format(Decimal('1.5'), '-.1e'))[:40])
except (ValueError, TypeError) as e:
    print('-.1e', '1.5', type(e).__name__)
try:
    print('=', '1E-30', repr(format(Decimal('1E-30'), '='))[:40])
except (ValueError, TypeError) as e:
    print('=', '1E-30', type(e).__name__)
try:
    print('', '1E-30', repr(format(Decimal('1E-30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E-30', type(e).__name__)
try:
    print('.3%,.2f', '-0.00', repr(format(Decimal('-0.00'), '.3%,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.3%,.2f', '-0.00', type(e).__name__)
try:
    print('e', '-0.00', repr(format(Decimal('-0.00'), 'e'))[:40])
except (ValueError, TypeError) as e:
    print('e', '-0.00', type(e).__name__)
try:
    print('*<*<>9', '0.0001', repr(format(Decimal('0.0001'), '*<*<>9'))[:40])
except (ValueError, TypeError) as e:
    print('*<*<>9', '0.0001', type(e).__name__)
try:
    print('zf*<', '0.5', repr(format(Decimal('0.5'), 'zf*<'))[:40])
except (ValueError, TypeError) as e:
    print('zf*<', '0.5', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('F7', '12345.6789', repr(format(Decimal('12345.6789'), 'F7'))[:40])
except (ValueError, TypeError) as e:
    print('F7', '12345.6789', type(e).__name__)
try:
    print(',z', '0.5', repr(format(Decimal('0.5'), ',z'))[:40])
except (ValueError, TypeError) as e:
    print(',z', '0.5', type(e).__name__)
try:
    print('f>F', 'sNaN', repr(format(Decimal('sNaN'), 'f>F'))[:40])
except (ValueError, TypeError) as e:
    print('f>F', 'sNaN', type(e).__name__)
try:
    print('', '-1234.5678', repr(format(Decimal('-1234.5678'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1234.5678', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('.3', '-0', repr(format(Decimal('-0'), '.3'))[:40])
except (ValueError, TypeError) as e:
    print('.3', '-0', type(e).__name__)
try:
    print('', '-1234.5678', repr(format(Decimal('-1234.5678'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1234.5678', type(e).__name__)
try:
    print('015,e', '0', repr(format(Decimal('0'), '015,e'))[:40])
except (ValueError, TypeError) as e:
    print('015,e', '0', type(e).__name__)
try:
    print('.2f%>9', '5E-7', repr(format(Decimal('5E-7'), '.2f%>9'))[:40])
except (ValueError, TypeError) as e:
    print('.2f%>9', '5E-7', type(e).__name__)
try:
    print('', '1E-30', repr(format(Decimal('1E-30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E-30', type(e).__name__)
try:
    print('<0', '5E-7', repr(format(Decimal('5E-7'), '<0'))[:40])
except (ValueError, TypeError) as e:
    print('<0', '5E-7', type(e).__name__)
try:
    print('', '-Infinity', repr(format(Decimal('-Infinity'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-Infinity', type(e).__name__)
try:
    print('015.3', '9.999', repr(format(Decimal('9.999'), '015.3'))[:40])
except (ValueError, TypeError) as e:
    print('015.3', '9.999', type(e).__name__)
try:
    print('0z+', '-1234.5678', repr(format(Decimal('-1234.5678'), '0z+'))[:40])
except (ValueError, TypeError) as e:
    print('0z+', '-1234.5678', type(e).__name__)
try:
    print('0', '99.995', repr(format(Decimal('99.995'), '0'))[:40])
except (ValueError, TypeError) as e:
    print('0', '99.995', type(e).__name__)
try:
    print(',.2fG.2f', '9.999', repr(format(Decimal('9.999'), ',.2fG.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2fG.2f', '9.999', type(e).__name__)
try:
    print('E', '-1234.5678', repr(format(Decimal('-1234.5678'), 'E'))[:40])
except (ValueError, TypeError) as e:
    print('E', '-1234.5678', type(e).__name__)
try:
    print('', '1.5', repr(format(Decimal('1.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1.5', type(e).__name__)
try:
    print('7', '5E-7', repr(format(Decimal('5E-7'), '7'))[:40])
except (ValueError, TypeError) as e:
    print('7', '5E-7', type(e).__name__)
try:
    print('^.1', '5E-7', repr(format(Decimal('5E-7'), '^.1'))[:40])
except (ValueError, TypeError) as e:
    print('^.1', '5E-7', type(e).__name__)
try:
    print('ef7', '-0', repr(format(Decimal('-0'), 'ef7'))[:40])
except (ValueError, TypeError) as e:
    print('ef7', '-0', type(e).__name__)
try:
    print('=', '-Infinity', repr(format(Decimal('-Infinity'), '='))[:40])
except (ValueError, TypeError) as e:
    print('=', '-Infinity', type(e).__name__)
try:
    print(',^f', '123456789', repr(format(Decimal('123456789'), ',^f'))[:40])
except (ValueError, TypeError) as e:
    print(',^f', '123456789', type(e).__name__)
try:
    print('0', 'NaN', repr(format(Decimal('NaN'), '0'))[:40])
except (ValueError, TypeError) as e:
    print('0', 'NaN', type(e).__name__)
try:
    print('een', '1E+30', repr(format(Decimal('1E+30'), 'een'))[:40])
except (ValueError, TypeError) as e:
    print('een', '1E+30', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('.2f.1', '-Infinity', repr(format(Decimal('-Infinity'), '.2f.1'))[:40])
except (ValueError, TypeError) as e:
    print('.2f.1', '-Infinity', type(e).__name__)
try:
    print('+=', '-0', repr(format(Decimal('-0'), '+='))[:40])
except (ValueError, TypeError) as e:
    print('+=', '-0', type(e).__name__)
try:
    print('', 'sNaN', repr(format(Decimal('sNaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'sNaN', type(e).__name__)
try:
    print('Gee', '99.995', repr(format(Decimal('99.995'), 'Gee'))[:40])
except (ValueError, TypeError) as e:
    print('Gee', '99.995', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('', '0', repr(format(Decimal('0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0', type(e).__name__)
try:
    print('-', '12345.6789', repr(format(Decimal('12345.6789'), '-'))[:40])
except (ValueError, TypeError) as e:
    print('-', '12345.6789', type(e).__name__)
try:
    print('*<=n', '99.995', repr(format(Decimal('99.995'), '*<=n'))[:40])
except (ValueError, TypeError) as e:
    print('*<=n', '99.995', type(e).__name__)
try:
    print('.12e', '-0', repr(format(Decimal('-0'), '.12e'))[:40])
except (ValueError, TypeError) as e:
    print('.12e', '-0', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print('zG', '5E-7', repr(format(Decimal('5E-7'), 'zG'))[:40])
except (ValueError, TypeError) as e:
    print('zG', '5E-7', type(e).__name__)
try:
    print('>9', '12345.6789', repr(format(Decimal('12345.6789'), '>9'))[:40])
except (ValueError, TypeError) as e:
    print('>9', '12345.6789', type(e).__name__)
try:
    print('.2fGF', '123456789', repr(format(Decimal('123456789'), '.2fGF'))[:40])
except (ValueError, TypeError) as e:
    print('.2fGF', '123456789', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('.0=', '5E-7', repr(format(Decimal('5E-7'), '.0='))[:40])
except (ValueError, TypeError) as e:
    print('.0=', '5E-7', type(e).__name__)
try:
    print('EF', '1E+30', repr(format(Decimal('1E+30'), 'EF'))[:40])
except (ValueError, TypeError) as e:
    print('EF', '1E+30', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('', '9.999', repr(format(Decimal('9.999'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '9.999', type(e).__name__)
try:
    print('G', '12345.6789', repr(format(Decimal('12345.6789'), 'G'))[:40])
except (ValueError, TypeError) as e:
    print('G', '12345.6789', type(e).__name__)
try:
    print('^ .2f', '-1234.5678', repr(format(Decimal('-1234.5678'), '^ .2f'))[:40])
except (ValueError, TypeError) as e:
    print('^ .2f', '-1234.5678', type(e).__name__)
try:
    print('', '-Infinity', repr(format(Decimal('-Infinity'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-Infinity', type(e).__name__)
try:
    print('.0.3f', '1E+30', repr(format(Decimal('1E+30'), '.0.3f'))[:40])
except (ValueError, TypeError) as e:
    print('.0.3f', '1E+30', type(e).__name__)
try:
    print('z', '-0.00', repr(format(Decimal('-0.00'), 'z'))[:40])
except (ValueError, TypeError) as e:
    print('z', '-0.00', type(e).__name__)
try:
    print(',.2f', '-0.00', repr(format(Decimal('-0.00'), ',.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f', '-0.00', type(e).__name__)
try:
    print('f', '1E-30', repr(format(Decimal('1E-30'), 'f'))[:40])
except (ValueError, TypeError) as e:
    print('f', '1E-30', type(e).__name__)
try:
    print('-', '0E+5', repr(format(Decimal('0E+5'), '-'))[:40])
except (ValueError, TypeError) as e:
    print('-', '0E+5', type(e).__name__)
try:
    print(',.2f.2f', '0.5', repr(format(Decimal('0.5'), ',.2f.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f.2f', '0.5', type(e).__name__)
try:
    print('.0=', '-Infinity', repr(format(Decimal('-Infinity'), '.0='))[:40])
except (ValueError, TypeError) as e:
    print('.0=', '-Infinity', type(e).__name__)
try:
    print('.2f', '1E+3', repr(format(Decimal('1E+3'), '.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.2f', '1E+3', type(e).__name__)
try:
    print('.1', 'NaN', repr(format(Decimal('NaN'), '.1'))[:40])
except (ValueError, TypeError) as e:
    print('.1', 'NaN', type(e).__name__)
try:
    print('e', 'sNaN', repr(format(Decimal('sNaN'), 'e'))[:40])
except (ValueError, TypeError) as e:
    print('e', 'sNaN', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print('%*<10', '99.995', repr(format(Decimal('99.995'), '%*<10'))[:40])
except (ValueError, TypeError) as e:
    print('%*<10', '99.995', type(e).__name__)
try:
    print('', '0E+5', repr(format(Decimal('0E+5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0E+5', type(e).__name__)
try:
    print('n', '1E+3', repr(format(Decimal('1E+3'), 'n'))[:40])
except (ValueError, TypeError) as e:
    print('n', '1E+3', type(e).__name__)
try:
    print('gF015', '-0.00', repr(format(Decimal('-0.00'), 'gF015'))[:40])
except (ValueError, TypeError) as e:
    print('gF015', '-0.00', type(e).__name__)
try:
    print('.1210z', '0.0001', repr(format(Decimal('0.0001'), '.1210z'))[:40])
except (ValueError, TypeError) as e:
    print('.1210z', '0.0001', type(e).__name__)
try:
    print('F E', 'sNaN', repr(format(Decimal('sNaN'), 'F E'))[:40])
except (ValueError, TypeError) as e:
    print('F E', 'sNaN', type(e).__name__)
try:
    print('e,.2f', '1E+3', repr(format(Decimal('1E+3'), 'e,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('e,.2f', '1E+3', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print('.12', '-Infinity', repr(format(Decimal('-Infinity'), '.12'))[:40])
except (ValueError, TypeError) as e:
    print('.12', '-Infinity', type(e).__name__)
try:
    print('10.3', '1E+3', repr(format(Decimal('1E+3'), '10.3'))[:40])
except (ValueError, TypeError) as e:
    print('10.3', '1E+3', type(e).__name__)
try:
    print('7', '-1E-3', repr(format(Decimal('-1E-3'), '7'))[:40])
except (ValueError, TypeError) as e:
    print('7', '-1E-3', type(e).__name__)
try:
    print('%*<', '1E+30', repr(format(Decimal('1E+30'), '%*<'))[:40])
except (ValueError, TypeError) as e:
    print('%*<', '1E+30', type(e).__name__)
try:
    print('%>', '1E+3', repr(format(Decimal('1E+3'), '%>'))[:40])
except (ValueError, TypeError) as e:
    print('%>', '1E+3', type(e).__name__)
try:
    print('+=,.2f', '0E+5', repr(format(Decimal('0E+5'), '+=,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('+=,.2f', '0E+5', type(e).__name__)
try:
    print('.17', '0', repr(format(Decimal('0'), '.17'))[:40])
except (ValueError, TypeError) as e:
    print('.17', '0', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('f.0-', '-1234.5678', repr(format(Decimal('-1234.5678'), 'f.0-'))[:40])
except (ValueError, TypeError) as e:
    print('f.0-', '-1234.5678', type(e).__name__)
try:
    print('n', '5E-7', repr(format(Decimal('5E-7'), 'n'))[:40])
except (ValueError, TypeError) as e:
    print('n', '5E-7', type(e).__name__)
try:
    print('-,.2f,', '0.0001', repr(format(Decimal('0.0001'), '-,.2f,'))[:40])
except (ValueError, TypeError) as e:
    print('-,.2f,', '0.0001', type(e).__name__)
try:
    print('.1', '-1234.5678', repr(format(Decimal('-1234.5678'), '.1'))[:40])
except (ValueError, TypeError) as e:
    print('.1', '-1234.5678', type(e).__name__)
try:
    print('.3>', '1E-30', repr(format(Decimal('1E-30'), '.3>'))[:40])
except (ValueError, TypeError) as e:
    print('.3>', '1E-30', type(e).__name__)
try:
    print('.2f^7', '99.995', repr(format(Decimal('99.995'), '.2f^7'))[:40])
except (ValueError, TypeError) as e:
    print('.2f^7', '99.995', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('.0', '99.995', repr(format(Decimal('99.995'), '.0'))[:40])
except (ValueError, TypeError) as e:
    print('.0', '99.995', type(e).__name__)
try:
    print('.12E015', 'NaN', repr(format(Decimal('NaN'), '.12E015'))[:40])
except (ValueError, TypeError) as e:
    print('.12E015', 'NaN', type(e).__name__)
try:
    print('>9', 'NaN', repr(format(Decimal('NaN'), '>9'))[:40])
except (ValueError, TypeError) as e:
    print('>9', 'NaN', type(e).__name__)
try:
    print(' g>9', 'sNaN', repr(format(Decimal('sNaN'), ' g>9'))[:40])
except (ValueError, TypeError) as e:
    print(' g>9', 'sNaN', type(e).__name__)
try:
    print('gn-', '12345.6789', repr(format(Decimal('12345.6789'), 'gn-'))[:40])
except (ValueError, TypeError) as e:
    print('gn-', '12345.6789', type(e).__name__)
try:
    print('', '5E-7', repr(format(Decimal('5E-7'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '5E-7', type(e).__name__)
try:
    print('zE<', '9.999', repr(format(Decimal('9.999'), 'zE<'))[:40])
except (ValueError, TypeError) as e:
    print('zE<', '9.999', type(e).__name__)
try:
    print('', '0', repr(format(Decimal('0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0', type(e).__name__)
try:
    print('>*<', '1E+3', repr(format(Decimal('1E+3'), '>*<'))[:40])
except (ValueError, TypeError) as e:
    print('>*<', '1E+3', type(e).__name__)
try:
    print(',.2f', '1E+3', repr(format(Decimal('1E+3'), ',.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f', '1E+3', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('.2fe%', 'NaN', repr(format(Decimal('NaN'), '.2fe%'))[:40])
except (ValueError, TypeError) as e:
    print('.2fe%', 'NaN', type(e).__name__)
try:
    print('fE', '-1E-3', repr(format(Decimal('-1E-3'), 'fE'))[:40])
except (ValueError, TypeError) as e:
    print('fE', '-1E-3', type(e).__name__)
try:
    print('', '-Infinity', repr(format(Decimal('-Infinity'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-Infinity', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('.120', '1E+3', repr(format(Decimal('1E+3'), '.120'))[:40])
except (ValueError, TypeError) as e:
    print('.120', '1E+3', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('<f', '0', repr(format(Decimal('0'), '<f'))[:40])
except (ValueError, TypeError) as e:
    print('<f', '0', type(e).__name__)
try:
    print('GE', '-0.00', repr(format(Decimal('-0.00'), 'GE'))[:40])
except (ValueError, TypeError) as e:
    print('GE', '-0.00', type(e).__name__)
try:
    print('.0e', '0.5', repr(format(Decimal('0.5'), '.0e'))[:40])
except (ValueError, TypeError) as e:
    print('.0e', '0.5', type(e).__name__)
try:
    print('.1.2fg', '-Infinity', repr(format(Decimal('-Infinity'), '.1.2fg'))[:40])
except (ValueError, TypeError) as e:
    print('.1.2fg', '-Infinity', type(e).__name__)
try:
    print('=.1', '0.5', repr(format(Decimal('0.5'), '=.1'))[:40])
except (ValueError, TypeError) as e:
    print('=.1', '0.5', type(e).__name__)
try:
    print('n.2f', '5E-7', repr(format(Decimal('5E-7'), 'n.2f'))[:40])
except (ValueError, TypeError) as e:
    print('n.2f', '5E-7', type(e).__name__)
try:
    print('f,.2f=', '0.0001', repr(format(Decimal('0.0001'), 'f,.2f='))[:40])
except (ValueError, TypeError) as e:
    print('f,.2f=', '0.0001', type(e).__name__)
try:
    print('e,.2f', '1E+3', repr(format(Decimal('1E+3'), 'e,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('e,.2f', '1E+3', type(e).__name__)
try:
    print('.3', 'sNaN', repr(format(Decimal('sNaN'), '.3'))[:40])
except (ValueError, TypeError) as e:
    print('.3', 'sNaN', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('<', '-Infinity', repr(format(Decimal('-Infinity'), '<'))[:40])
except (ValueError, TypeError) as e:
    print('<', '-Infinity', type(e).__name__)
try:
    print('+^', 'sNaN', repr(format(Decimal('sNaN'), '+^'))[:40])
except (ValueError, TypeError) as e:
    print('+^', 'sNaN', type(e).__name__)
try:
    print('*<', '123456789', repr(format(Decimal('123456789'), '*<'))[:40])
except (ValueError, TypeError) as e:
    print('*<', '123456789', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('015', '1.5', repr(format(Decimal('1.5'), '015'))[:40])
except (ValueError, TypeError) as e:
    print('015', '1.5', type(e).__name__)
try:
    print('10Ff', '12345.6789', repr(format(Decimal('12345.6789'), '10Ff'))[:40])
except (ValueError, TypeError) as e:
    print('10Ff', '12345.6789', type(e).__name__)
try:
    print(',.2f^', '1E+3', repr(format(Decimal('1E+3'), ',.2f^'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f^', '1E+3', type(e).__name__)
try:
    print('-', 'sNaN', repr(format(Decimal('sNaN'), '-'))[:40])
except (ValueError, TypeError) as e:
    print('-', 'sNaN', type(e).__name__)
try:
    print('EE.1', '1.5', repr(format(Decimal('1.5'), 'EE.1'))[:40])
except (ValueError, TypeError) as e:
    print('EE.1', '1.5', type(e).__name__)
try:
    print('10.3.12', '1E-30', repr(format(Decimal('1E-30'), '10.3.12'))[:40])
except (ValueError, TypeError) as e:
    print('10.3.12', '1E-30', type(e).__name__)
try:
    print('015<', '99.995', repr(format(Decimal('99.995'), '015<'))[:40])
except (ValueError, TypeError) as e:
    print('015<', '99.995', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('.3G ', 'sNaN', repr(format(Decimal('sNaN'), '.3G '))[:40])
except (ValueError, TypeError) as e:
    print('.3G ', 'sNaN', type(e).__name__)
try:
    print('', '0', repr(format(Decimal('0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0', type(e).__name__)
try:
    print('.12^', '0.0001', repr(format(Decimal('0.0001'), '.12^'))[:40])
except (ValueError, TypeError) as e:
    print('.12^', '0.0001', type(e).__name__)
try:
    print('n-', '-0', repr(format(Decimal('-0'), 'n-'))[:40])
except (ValueError, TypeError) as e:
    print('n-', '-0', type(e).__name__)
try:
    print(',.2ff', 'NaN', repr(format(Decimal('NaN'), ',.2ff'))[:40])
except (ValueError, TypeError) as e:
    print(',.2ff', 'NaN', type(e).__name__)
try:
    print('.3 ', '-0.00', repr(format(Decimal('-0.00'), '.3 '))[:40])
except (ValueError, TypeError) as e:
    print('.3 ', '-0.00', type(e).__name__)
try:
    print('', '5E-7', repr(format(Decimal('5E-7'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '5E-7', type(e).__name__)
try:
    print('E10', '-1234.5678', repr(format(Decimal('-1234.5678'), 'E10'))[:40])
except (ValueError, TypeError) as e:
    print('E10', '-1234.5678', type(e).__name__)
try:
    print('>.3', '1E+3', repr(format(Decimal('1E+3'), '>.3'))[:40])
except (ValueError, TypeError) as e:
    print('>.3', '1E+3', type(e).__name__)
try:
    print('^.2fF', '1.5', repr(format(Decimal('1.5'), '^.2fF'))[:40])
except (ValueError, TypeError) as e:
    print('^.2fF', '1.5', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('nf%', '-0', repr(format(Decimal('-0'), 'nf%'))[:40])
except (ValueError, TypeError) as e:
    print('nf%', '-0', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('G.3', '123456789', repr(format(Decimal('123456789'), 'G.3'))[:40])
except (ValueError, TypeError) as e:
    print('G.3', '123456789', type(e).__name__)
try:
    print('z', '12345.6789', repr(format(Decimal('12345.6789'), 'z'))[:40])
except (ValueError, TypeError) as e:
    print('z', '12345.6789', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('*<,.2f', '123456789', repr(format(Decimal('123456789'), '*<,.2f'))[:40])
except (ValueError, TypeError) as e:
    print('*<,.2f', '123456789', type(e).__name__)
try:
    print('%,.2f015', '123456789', repr(format(Decimal('123456789'), '%,.2f015'))[:40])
except (ValueError, TypeError) as e:
    print('%,.2f015', '123456789', type(e).__name__)
try:
    print('7', '0', repr(format(Decimal('0'), '7'))[:40])
except (ValueError, TypeError) as e:
    print('7', '0', type(e).__name__)
try:
    print(',.2f', 'sNaN', repr(format(Decimal('sNaN'), ',.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f', 'sNaN', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('F<>', '0E+5', repr(format(Decimal('0E+5'), 'F<>'))[:40])
except (ValueError, TypeError) as e:
    print('F<>', '0E+5', type(e).__name__)
try:
    print('E,+', '-1234.5678', repr(format(Decimal('-1234.5678'), 'E,+'))[:40])
except (ValueError, TypeError) as e:
    print('E,+', '-1234.5678', type(e).__name__)
try:
    print(',10', '-Infinity', repr(format(Decimal('-Infinity'), ',10'))[:40])
except (ValueError, TypeError) as e:
    print(',10', '-Infinity', type(e).__name__)
try:
    print(',.2f.2f.2f', '-0', repr(format(Decimal('-0'), ',.2f.2f.2f'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f.2f.2f', '-0', type(e).__name__)
try:
    print('%', '0E+5', repr(format(Decimal('0E+5'), '%'))[:40])
except (ValueError, TypeError) as e:
    print('%', '0E+5', type(e).__name__)
try:
    print('', '9.999', repr(format(Decimal('9.999'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '9.999', type(e).__name__)
try:
    print('.1g', '0E+5', repr(format(Decimal('0E+5'), '.1g'))[:40])
except (ValueError, TypeError) as e:
    print('.1g', '0E+5', type(e).__name__)
try:
    print('e', '9.999', repr(format(Decimal('9.999'), 'e'))[:40])
except (ValueError, TypeError) as e:
    print('e', '9.999', type(e).__name__)
try:
    print('+.12', 'NaN', repr(format(Decimal('NaN'), '+.12'))[:40])
except (ValueError, TypeError) as e:
    print('+.12', 'NaN', type(e).__name__)
try:
    print('<7', '1E+3', repr(format(Decimal('1E+3'), '<7'))[:40])
except (ValueError, TypeError) as e:
    print('<7', '1E+3', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('.1.0-', '12345.6789', repr(format(Decimal('12345.6789'), '.1.0-'))[:40])
except (ValueError, TypeError) as e:
    print('.1.0-', '12345.6789', type(e).__name__)
try:
    print('>9.0', '1E+3', repr(format(Decimal('1E+3'), '>9.0'))[:40])
except (ValueError, TypeError) as e:
    print('>9.0', '1E+3', type(e).__name__)
try:
    print('.2f+', '1E+3', repr(format(Decimal('1E+3'), '.2f+'))[:40])
except (ValueError, TypeError) as e:
    print('.2f+', '1E+3', type(e).__name__)
try:
    print('+^', '1.5', repr(format(Decimal('1.5'), '+^'))[:40])
except (ValueError, TypeError) as e:
    print('+^', '1.5', type(e).__name__)
try:
    print('>9', '1E+3', repr(format(Decimal('1E+3'), '>9'))[:40])
except (ValueError, TypeError) as e:
    print('>9', '1E+3', type(e).__name__)
try:
    print('.2f', '-1E-3', repr(format(Decimal('-1E-3'), '.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.2f', '-1E-3', type(e).__name__)
try:
    print('10z', '-0.00', repr(format(Decimal('-0.00'), '10z'))[:40])
except (ValueError, TypeError) as e:
    print('10z', '-0.00', type(e).__name__)
try:
    print('', '5E-7', repr(format(Decimal('5E-7'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '5E-7', type(e).__name__)
try:
    print('.12', 'sNaN', repr(format(Decimal('sNaN'), '.12'))[:40])
except (ValueError, TypeError) as e:
    print('.12', 'sNaN', type(e).__name__)
try:
    print('', '99.995', repr(format(Decimal('99.995'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '99.995', type(e).__name__)
try:
    print('.2f0', '0.5', repr(format(Decimal('0.5'), '.2f0'))[:40])
except (ValueError, TypeError) as e:
    print('.2f0', '0.5', type(e).__name__)
try:
    print('n015', '1E+30', repr(format(Decimal('1E+30'), 'n015'))[:40])
except (ValueError, TypeError) as e:
    print('n015', '1E+30', type(e).__name__)
try:
    print('.12', '99.995', repr(format(Decimal('99.995'), '.12'))[:40])
except (ValueError, TypeError) as e:
    print('.12', '99.995', type(e).__name__)
try:
    print('*<E.12', '1E-30', repr(format(Decimal('1E-30'), '*<E.12'))[:40])
except (ValueError, TypeError) as e:
    print('*<E.12', '1E-30', type(e).__name__)
try:
    print(' E', '-1234.5678', repr(format(Decimal('-1234.5678'), ' E'))[:40])
except (ValueError, TypeError) as e:
    print(' E', '-1234.5678', type(e).__name__)
try:
    print('', '-1234.5678', repr(format(Decimal('-1234.5678'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1234.5678', type(e).__name__)
try:
    print('e.0', '-1E-3', repr(format(Decimal('-1E-3'), 'e.0'))[:40])
except (ValueError, TypeError) as e:
    print('e.0', '-1E-3', type(e).__name__)
try:
    print('', '0.0001', repr(format(Decimal('0.0001'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.0001', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('', '1E-30', repr(format(Decimal('1E-30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E-30', type(e).__name__)
try:
    print('Fn', '0.0001', repr(format(Decimal('0.0001'), 'Fn'))[:40])
except (ValueError, TypeError) as e:
    print('Fn', '0.0001', type(e).__name__)
try:
    print('e ', '12345.6789', repr(format(Decimal('12345.6789'), 'e '))[:40])
except (ValueError, TypeError) as e:
    print('e ', '12345.6789', type(e).__name__)
try:
    print('0', '1E-30', repr(format(Decimal('1E-30'), '0'))[:40])
except (ValueError, TypeError) as e:
    print('0', '1E-30', type(e).__name__)
try:
    print(' ^=', '12345.6789', repr(format(Decimal('12345.6789'), ' ^='))[:40])
except (ValueError, TypeError) as e:
    print(' ^=', '12345.6789', type(e).__name__)
try:
    print('%g*<', '1E+3', repr(format(Decimal('1E+3'), '%g*<'))[:40])
except (ValueError, TypeError) as e:
    print('%g*<', '1E+3', type(e).__name__)
try:
    print('.1', '5E-7', repr(format(Decimal('5E-7'), '.1'))[:40])
except (ValueError, TypeError) as e:
    print('.1', '5E-7', type(e).__name__)
try:
    print('015.2f=', '99.995', repr(format(Decimal('99.995'), '015.2f='))[:40])
except (ValueError, TypeError) as e:
    print('015.2f=', '99.995', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('<', '0.0001', repr(format(Decimal('0.0001'), '<'))[:40])
except (ValueError, TypeError) as e:
    print('<', '0.0001', type(e).__name__)
try:
    print(' ', '5E-7', repr(format(Decimal('5E-7'), ' '))[:40])
except (ValueError, TypeError) as e:
    print(' ', '5E-7', type(e).__name__)
try:
    print('*<- ', '1E+3', repr(format(Decimal('1E+3'), '*<- '))[:40])
except (ValueError, TypeError) as e:
    print('*<- ', '1E+3', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print('f^', '0', repr(format(Decimal('0'), 'f^'))[:40])
except (ValueError, TypeError) as e:
    print('f^', '0', type(e).__name__)
try:
    print('*<^', '0E+5', repr(format(Decimal('0E+5'), '*<^'))[:40])
except (ValueError, TypeError) as e:
    print('*<^', '0E+5', type(e).__name__)
try:
    print('', '99.995', repr(format(Decimal('99.995'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '99.995', type(e).__name__)
try:
    print(' =-', '1.5', repr(format(Decimal('1.5'), ' =-'))[:40])
except (ValueError, TypeError) as e:
    print(' =-', '1.5', type(e).__name__)
try:
    print('-.1', '1E-30', repr(format(Decimal('1E-30'), '-.1'))[:40])
except (ValueError, TypeError) as e:
    print('-.1', '1E-30', type(e).__name__)
try:
    print('*<z', '-1234.5678', repr(format(Decimal('-1234.5678'), '*<z'))[:40])
except (ValueError, TypeError) as e:
    print('*<z', '-1234.5678', type(e).__name__)
try:
    print('E', '9.999', repr(format(Decimal('9.999'), 'E'))[:40])
except (ValueError, TypeError) as e:
    print('E', '9.999', type(e).__name__)
try:
    print('=10=', '-0', repr(format(Decimal('-0'), '=10='))[:40])
except (ValueError, TypeError) as e:
    print('=10=', '-0', type(e).__name__)
try:
    print('F.2f%', '1E+3', repr(format(Decimal('1E+3'), 'F.2f%'))[:40])
except (ValueError, TypeError) as e:
    print('F.2f%', '1E+3', type(e).__name__)
try:
    print('eg', '-1234.5678', repr(format(Decimal('-1234.5678'), 'eg'))[:40])
except (ValueError, TypeError) as e:
    print('eg', '-1234.5678', type(e).__name__)
try:
    print('015', '1E-30', repr(format(Decimal('1E-30'), '015'))[:40])
except (ValueError, TypeError) as e:
    print('015', '1E-30', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('+', '99.995', repr(format(Decimal('99.995'), '+'))[:40])
except (ValueError, TypeError) as e:
    print('+', '99.995', type(e).__name__)
try:
    print('f', '-0', repr(format(Decimal('-0'), 'f'))[:40])
except (ValueError, TypeError) as e:
    print('f', '-0', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print(',', '-1E-3', repr(format(Decimal('-1E-3'), ','))[:40])
except (ValueError, TypeError) as e:
    print(',', '-1E-3', type(e).__name__)
try:
    print('015', '-1234.5678', repr(format(Decimal('-1234.5678'), '015'))[:40])
except (ValueError, TypeError) as e:
    print('015', '-1234.5678', type(e).__name__)
try:
    print('f', '1E+30', repr(format(Decimal('1E+30'), 'f'))[:40])
except (ValueError, TypeError) as e:
    print('f', '1E+30', type(e).__name__)
try:
    print('z0', '0', repr(format(Decimal('0'), 'z0'))[:40])
except (ValueError, TypeError) as e:
    print('z0', '0', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('10', '0.0001', repr(format(Decimal('0.0001'), '10'))[:40])
except (ValueError, TypeError) as e:
    print('10', '0.0001', type(e).__name__)
try:
    print('%-*<', '1E+30', repr(format(Decimal('1E+30'), '%-*<'))[:40])
except (ValueError, TypeError) as e:
    print('%-*<', '1E+30', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print(',', '1E+30', repr(format(Decimal('1E+30'), ','))[:40])
except (ValueError, TypeError) as e:
    print(',', '1E+30', type(e).__name__)
try:
    print('>10', 'sNaN', repr(format(Decimal('sNaN'), '>10'))[:40])
except (ValueError, TypeError) as e:
    print('>10', 'sNaN', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('>.3F', '5E-7', repr(format(Decimal('5E-7'), '>.3F'))[:40])
except (ValueError, TypeError) as e:
    print('>.3F', '5E-7', type(e).__name__)
try:
    print('>', '-Infinity', repr(format(Decimal('-Infinity'), '>'))[:40])
except (ValueError, TypeError) as e:
    print('>', '-Infinity', type(e).__name__)
try:
    print('10,', '-1234.5678', repr(format(Decimal('-1234.5678'), '10,'))[:40])
except (ValueError, TypeError) as e:
    print('10,', '-1234.5678', type(e).__name__)
try:
    print('*<^', '0E+5', repr(format(Decimal('0E+5'), '*<^'))[:40])
except (ValueError, TypeError) as e:
    print('*<^', '0E+5', type(e).__name__)
try:
    print('g,', '1E+30', repr(format(Decimal('1E+30'), 'g,'))[:40])
except (ValueError, TypeError) as e:
    print('g,', '1E+30', type(e).__name__)
try:
    print('', '-Infinity', repr(format(Decimal('-Infinity'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-Infinity', type(e).__name__)
try:
    print('', '1E-30', repr(format(Decimal('1E-30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E-30', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('%7*<', '-0', repr(format(Decimal('-0'), '%7*<'))[:40])
except (ValueError, TypeError) as e:
    print('%7*<', '-0', type(e).__name__)
try:
    print('', '9.999', repr(format(Decimal('9.999'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '9.999', type(e).__name__)
try:
    print('-', '5E-7', repr(format(Decimal('5E-7'), '-'))[:40])
except (ValueError, TypeError) as e:
    print('-', '5E-7', type(e).__name__)
try:
    print('.1015', '-Infinity', repr(format(Decimal('-Infinity'), '.1015'))[:40])
except (ValueError, TypeError) as e:
    print('.1015', '-Infinity', type(e).__name__)
try:
    print('', '1E-30', repr(format(Decimal('1E-30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E-30', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print('', '-1E-3', repr(format(Decimal('-1E-3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-1E-3', type(e).__name__)
try:
    print('E>9', '12345.6789', repr(format(Decimal('12345.6789'), 'E>9'))[:40])
except (ValueError, TypeError) as e:
    print('E>9', '12345.6789', type(e).__name__)
try:
    print('>=.3', '1E+30', repr(format(Decimal('1E+30'), '>=.3'))[:40])
except (ValueError, TypeError) as e:
    print('>=.3', '1E+30', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('10-', '123456789', repr(format(Decimal('123456789'), '10-'))[:40])
except (ValueError, TypeError) as e:
    print('10-', '123456789', type(e).__name__)
try:
    print(',.2f015', '5E-7', repr(format(Decimal('5E-7'), ',.2f015'))[:40])
except (ValueError, TypeError) as e:
    print(',.2f015', '5E-7', type(e).__name__)
try:
    print('', '0E+5', repr(format(Decimal('0E+5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0E+5', type(e).__name__)
try:
    print('7', '0E+5', repr(format(Decimal('0E+5'), '7'))[:40])
except (ValueError, TypeError) as e:
    print('7', '0E+5', type(e).__name__)
try:
    print('.12E', 'NaN', repr(format(Decimal('NaN'), '.12E'))[:40])
except (ValueError, TypeError) as e:
    print('.12E', 'NaN', type(e).__name__)
try:
    print('%F', '1E+3', repr(format(Decimal('1E+3'), '%F'))[:40])
except (ValueError, TypeError) as e:
    print('%F', '1E+3', type(e).__name__)
try:
    print('=015<', '1E-30', repr(format(Decimal('1E-30'), '=015<'))[:40])
except (ValueError, TypeError) as e:
    print('=015<', '1E-30', type(e).__name__)
try:
    print('', '1E+30', repr(format(Decimal('1E+30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+30', type(e).__name__)
try:
    print('>', '12345.6789', repr(format(Decimal('12345.6789'), '>'))[:40])
except (ValueError, TypeError) as e:
    print('>', '12345.6789', type(e).__name__)
try:
    print('', '-0', repr(format(Decimal('-0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0', type(e).__name__)
try:
    print('', '-0.00', repr(format(Decimal('-0.00'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '-0.00', type(e).__name__)
try:
    print('.2f>', '0.0001', repr(format(Decimal('0.0001'), '.2f>'))[:40])
except (ValueError, TypeError) as e:
    print('.2f>', '0.0001', type(e).__name__)
try:
    print('0', '0E+5', repr(format(Decimal('0E+5'), '0'))[:40])
except (ValueError, TypeError) as e:
    print('0', '0E+5', type(e).__name__)
try:
    print('=>', '123456789', repr(format(Decimal('123456789'), '=>'))[:40])
except (ValueError, TypeError) as e:
    print('=>', '123456789', type(e).__name__)
try:
    print('', 'sNaN', repr(format(Decimal('sNaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'sNaN', type(e).__name__)
try:
    print('*<-', '9.999', repr(format(Decimal('9.999'), '*<-'))[:40])
except (ValueError, TypeError) as e:
    print('*<-', '9.999', type(e).__name__)
try:
    print('F', '-0', repr(format(Decimal('-0'), 'F'))[:40])
except (ValueError, TypeError) as e:
    print('F', '-0', type(e).__name__)
try:
    print('015F.0', '9.999', repr(format(Decimal('9.999'), '015F.0'))[:40])
except (ValueError, TypeError) as e:
    print('015F.0', '9.999', type(e).__name__)
try:
    print('.12.0.2f', 'sNaN', repr(format(Decimal('sNaN'), '.12.0.2f'))[:40])
except (ValueError, TypeError) as e:
    print('.12.0.2f', 'sNaN', type(e).__name__)
try:
    print('n', '0.0001', repr(format(Decimal('0.0001'), 'n'))[:40])
except (ValueError, TypeError) as e:
    print('n', '0.0001', type(e).__name__)
try:
    print(' ', '1E+30', repr(format(Decimal('1E+30'), ' '))[:40])
except (ValueError, TypeError) as e:
    print(' ', '1E+30', type(e).__name__)
try:
    print('', '12345.6789', repr(format(Decimal('12345.6789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '12345.6789', type(e).__name__)
try:
    print('z', '1.5', repr(format(Decimal('1.5'), 'z'))[:40])
except (ValueError, TypeError) as e:
    print('z', '1.5', type(e).__name__)
try:
    print('', '9.999', repr(format(Decimal('9.999'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '9.999', type(e).__name__)
try:
    print('%z', '99.995', repr(format(Decimal('99.995'), '%z'))[:40])
except (ValueError, TypeError) as e:
    print('%z', '99.995', type(e).__name__)
try:
    print('+', '-Infinity', repr(format(Decimal('-Infinity'), '+'))[:40])
except (ValueError, TypeError) as e:
    print('+', '-Infinity', type(e).__name__)
try:
    print('7', '-Infinity', repr(format(Decimal('-Infinity'), '7'))[:40])
except (ValueError, TypeError) as e:
    print('7', '-Infinity', type(e).__name__)
try:
    print('g0', '-Infinity', repr(format(Decimal('-Infinity'), 'g0'))[:40])
except (ValueError, TypeError) as e:
    print('g0', '-Infinity', type(e).__name__)
try:
    print('g7', '-Infinity', repr(format(Decimal('-Infinity'), 'g7'))[:40])
except (ValueError, TypeError) as e:
    print('g7', '-Infinity', type(e).__name__)
try:
    print('-g', '1E-30', repr(format(Decimal('1E-30'), '-g'))[:40])
except (ValueError, TypeError) as e:
    print('-g', '1E-30', type(e).__name__)
try:
    print('', '0.5', repr(format(Decimal('0.5'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0.5', type(e).__name__)
try:
    print('G0', '-Infinity', repr(format(Decimal('-Infinity'), 'G0'))[:40])
except (ValueError, TypeError) as e:
    print('G0', '-Infinity', type(e).__name__)
try:
    print('f.30', '12345.6789', repr(format(Decimal('12345.6789'), 'f.30'))[:40])
except (ValueError, TypeError) as e:
    print('f.30', '12345.6789', type(e).__name__)
try:
    print('<7', '0.0001', repr(format(Decimal('0.0001'), '<7'))[:40])
except (ValueError, TypeError) as e:
    print('<7', '0.0001', type(e).__name__)
try:
    print('-.1.3', '9.999', repr(format(Decimal('9.999'), '-.1.3'))[:40])
except (ValueError, TypeError) as e:
    print('-.1.3', '9.999', type(e).__name__)
try:
    print('+015E', '1E+3', repr(format(Decimal('1E+3'), '+015E'))[:40])
except (ValueError, TypeError) as e:
    print('+015E', '1E+3', type(e).__name__)
try:
    print('.0<', '-1E-3', repr(format(Decimal('-1E-3'), '.0<'))[:40])
except (ValueError, TypeError) as e:
    print('.0<', '-1E-3', type(e).__name__)
try:
    print('F', '-0.00', repr(format(Decimal('-0.00'), 'F'))[:40])
except (ValueError, TypeError) as e:
    print('F', '-0.00', type(e).__name__)
try:
    print('', 'sNaN', repr(format(Decimal('sNaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'sNaN', type(e).__name__)
try:
    print('', '99.995', repr(format(Decimal('99.995'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '99.995', type(e).__name__)
try:
    print('', '1E-30', repr(format(Decimal('1E-30'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E-30', type(e).__name__)
try:
    print('', '1E+3', repr(format(Decimal('1E+3'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '1E+3', type(e).__name__)
try:
    print('-z', '-1E-3', repr(format(Decimal('-1E-3'), '-z'))[:40])
except (ValueError, TypeError) as e:
    print('-z', '-1E-3', type(e).__name__)
try:
    print('', '0', repr(format(Decimal('0'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '0', type(e).__name__)
try:
    print('e', 'NaN', repr(format(Decimal('NaN'), 'e'))[:40])
except (ValueError, TypeError) as e:
    print('e', 'NaN', type(e).__name__)
try:
    print('', '99.995', repr(format(Decimal('99.995'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '99.995', type(e).__name__)
try:
    print('', '123456789', repr(format(Decimal('123456789'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', '123456789', type(e).__name__)
try:
    print('.110', '-Infinity', repr(format(Decimal('-Infinity'), '.110'))[:40])
except (ValueError, TypeError) as e:
    print('.110', '-Infinity', type(e).__name__)
try:
    print('E=z', '1E+30', repr(format(Decimal('1E+30'), 'E=z'))[:40])
except (ValueError, TypeError) as e:
    print('E=z', '1E+30', type(e).__name__)
try:
    print('015', '1.5', repr(format(Decimal('1.5'), '015'))[:40])
except (ValueError, TypeError) as e:
    print('015', '1.5', type(e).__name__)
try:
    print('', 'sNaN', repr(format(Decimal('sNaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'sNaN', type(e).__name__)
try:
    print('1010+', '1E-30', repr(format(Decimal('1E-30'), '1010+'))[:40])
except (ValueError, TypeError) as e:
    print('1010+', '1E-30', type(e).__name__)
try:
    print('g', '5E-7', repr(format(Decimal('5E-7'), 'g'))[:40])
except (ValueError, TypeError) as e:
    print('g', '5E-7', type(e).__name__)
try:
    print('', 'NaN', repr(format(Decimal('NaN'), ''))[:40])
except (ValueError, TypeError) as e:
    print('', 'NaN', type(e).__name__)
try:
    print('n0', '-0.00', repr(format(Decimal('-0.00'), 'n0'))[:40])
except (ValueError, TypeError) as e:
    print('n0', '-0.00', type(e).__name__)
try:
    print('G>9.2f', '-1E-3', repr(format(Decimal('-1E-3'), 'G>9.2f'))[:40])
except (ValueError, TypeError) as e:
    print('G>9.2f', '-1E-3', type(e).__name__)
try:
    print('ggg', '-1234.5678', repr(format(Decimal('-1234.5678'), 'ggg'))[:40])
except (ValueError, TypeError) as e:
    print('ggg', '-1234.5678', type(e).__name__)
try:
    print('10', 'NaN', repr(format(Decimal('NaN'), '10'))[:40])
except (ValueError, TypeError) as e:
    print('10', 'NaN', type(e).__name__)
try:
    print('0', '5E-7', repr(format(Decimal('5E-7'), '0'))[:40])
except (ValueError, TypeError) as e:
    print('0', '5E-7', type(e).__name__)
