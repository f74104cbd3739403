print('Straße'.casefold() == 'STRASSE'.casefold(), 'ﬁ'.upper(), 'ŉ'.upper(), 'ΣΑΣ'.lower())
