package tex

// accents are the one-character accent commands (\"o), as combining
// marks.
var accents = map[byte]rune{
	'"': '\u0308', '\'': '\u0301', '`': '\u0300', '^': '\u0302', '~': '\u0303',
	'=': '\u0304', '.': '\u0307',
}

// letterAccents are the accent commands with a letter name (\c{c}).
var letterAccents = map[string]rune{
	"u": '\u0306', "v": '\u030C', "H": '\u030B', "c": '\u0327', "k": '\u0328',
	"r": '\u030A', "d": '\u0323', "b": '\u0331', "t": '\u0361',
}

// symbols are the commands that stand for a character or a space.
var symbols = map[string]string{
	"ss": "ß", "o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ",
	"aa": "å", "AA": "Å", "l": "ł", "L": "Ł", "i": "ı", "j": "ȷ", "dh": "ð", "DH": "Ð",
	"th": "þ", "TH": "Þ", "ng": "ŋ", "NG": "Ŋ",
	"ast": "*", "star": "*", "dagger": "†", "dag": "†", "ddagger": "‡", "ddag": "‡",
	"S": "§", "P": "¶", "copyright": "©", "textregistered": "®", "texttrademark": "™",
	"ldots": "…", "dots": "…", "textellipsis": "…", "cdot": "·", "textbullet": "•",
	"textendash": "–", "textemdash": "—", "textquoteleft": "‘", "textquoteright": "’",
	"textquotedblleft": "“", "textquotedblright": "”", "&": "&", "times": "×",
	"LaTeX": "LaTeX", "TeX": "TeX", "BibTeX": "BibTeX", "textasciitilde": "~", "textasciicircum": "^",
	"textbackslash": "\\", "textunderscore": "_", "quad": " ", "qquad": " ",
	"hfill": " ", "newline": " ", "par": " ", "linebreak": " ", "break": " ",
	"textdagger": "†", "textdaggerdbl": "‡", "sharp": "♯", "pm": "±",
	"alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "lambda": "λ",
	"mu": "μ", "pi": "π", "sigma": "σ", "tau": "τ", "theta": "θ", "omega": "ω",
	"em": "", "it": "", "sl": "", "sc": "", "tt": "", "rm": "", "sf": "", "small": "",
	"footnotesize": "", "scriptsize": "", "large": "", "Large": "", "normalsize": "",
	"itshape": "", "scshape": "", "upshape": "", "mdseries": "", "normalfont": "",
	"protect": "", "relax": "", "noindent": "", "centering": "", "smallskip": "",
	"medskip": "", "bigskip": "", "vfill": "", "clearpage": "", "newpage": "",
	"xspace": "", "nobreak": "", "allowbreak": "", "ignorespaces": "", "unskip": "",
}

// boldCommands set their argument in bold.
var boldCommands = map[string]bool{"textbf": true, "bfseries": false, "mathbf": true, "textbfit": true}

// dropArgs are commands whose arguments are not text: how many braced
// arguments to drop.
var dropArgs = map[string]int{
	"label": 1, "ref": 1, "cite": 1, "vspace": 1, "hspace": 1, "includegraphics": 1,
	"pagestyle": 1, "thispagestyle": 1, "setlength": 2, "addtolength": 2, "color": 1,
	"definecolor": 3, "fontsize": 2, "usepackage": 1, "documentclass": 1, "footnote": 1,
	"vskip": 0, "nocite": 1, "bibliographystyle": 1, "bibliography": 1, "addbibresource": 1,
	"pageref": 1, "eqref": 1, "index": 1, "hypersetup": 1, "newcommand": 0,
	"faIcon": 1, "raisebox": 1,
}
