package fieldmodel

// Scoring by feature ids. Label adds the weights of each token's
// features, in the order emit gives them (the order Extract lists them
// in, so the sums are the same bit for bit). Looking each feature up by
// its name costs a string built and hashed per feature, some thirty a
// token; most of them are a prefix and a value from a fixed set (a
// shape, a word class, a catalogue mark), so their rows are found once a
// model in tables by code (featureIDs), and only the rare ones (emphasis,
// lexicon classes, year order) and a part's features (once a part) are
// looked up by name. TestLabelScoresExtract holds the two to each other.

// featureIDs are a model's rows of the features that come from fixed
// sets, by code; -1 where the model does not know the feature.
type featureIDs struct {
	bias        int32
	flags       [6]int32 // quote, paren, bracket, initial, afterin, linestart
	posFirst    int32
	posLast     int32
	pos         [5]int32
	sent, comma [4]int32
	sh          []int32    // by shape code
	near        [5][]int32 // by neighbour offset+2 and shape code (noShape: "none")
	class       []int32    // by class code
	nearClass   [5][]int32 // by offset+2 (±1 only) and class code
	cat         []int32    // by catValues index
	nearCat     [5][]int32 // by offset+2 (±1 only) and catValues index
}

// flagNames are the token flags' features, in emit's order.
var flagNames = [6]string{"quote", "paren", "bracket", "initial", "afterin", "linestart"}

// newFeatureIDs finds the rows of the fixed-set features in c.
func newFeatureIDs(m *Model) *featureIDs {
	id := func(f string) int32 {
		if j, ok := m.Lookup(f); ok {
			return int32(j)
		}
		return -1
	}
	ids := func(pre string, names []string) []int32 {
		out := make([]int32, len(names))
		for k, n := range names {
			out[k] = id(pre + n)
		}
		return out
	}
	t := &featureIDs{bias: id("bias"), posFirst: id("pos:first"), posLast: id("pos:last")}
	for k, f := range flagNames {
		t.flags[k] = id(f)
	}
	for k, f := range posBuckets {
		t.pos[k] = id(f)
	}
	for k := range 4 {
		t.sent[k], t.comma[k] = id("sent:"+countBucket(k)), id("comma:"+countBucket(k))
	}
	t.sh, t.class, t.cat = ids("sh:", shapeNames), ids("", classNames), ids("", catValues)
	for d, pre := range neighbourPre {
		t.near[d] = ids(pre, append(shapeNames[:len(shapeNames):len(shapeNames)], "none"))
		if d == 1 || d == 3 {
			t.nearClass[d], t.nearCat[d] = ids(pre, classNames), ids(pre, catValues)
		}
	}
	return t
}

// rowAdder adds the weights of features to one token's scores.
type rowAdder struct {
	m *Model
	s []float64
}

// id adds feature row j (none when negative).
func (a rowAdder) id(j int32) {
	if j >= 0 {
		a.m.AddWeights(a.s, int(j))
	}
}

// name adds the feature named f, when the model knows it.
func (a rowAdder) name(f string) {
	if j, ok := a.m.Lookup(f); ok {
		a.m.AddWeights(a.s, j)
	}
}

// score adds token i's features to a.s, as emit gives them.
func (x *extraction) score(a rowAdder, t *featureIDs, i int, parts *partRows) {
	x.scoreToken(a, t, i)
	for p := range x.parts {
		for _, j := range parts.rows(a.m, p, x.parts[p][i]) {
			a.id(j)
		}
	}
	if x.years[i] != "" {
		a.name(x.years[i])
	}
}

// scoreToken adds token i's own features and its neighbours', as
// tokenFeatures gives them.
func (x *extraction) scoreToken(a rowAdder, t *featureIDs, i int) {
	in := &x.info[i]
	a.id(t.bias)
	a.id(t.sh[in.shapeCode])
	a.id(t.posRow(i, len(x.info)))
	a.id(t.sent[min(max(in.sent, 0), 3)])
	a.id(t.comma[min(max(in.commas, 0), 3)])
	if in.classCode >= 0 {
		a.id(t.class[in.classCode])
	}
	for k, on := range [...]bool{in.quote, in.paren, in.bracket, in.initial, in.afterIn, in.lineStart} {
		if on {
			a.id(t.flags[k])
		}
	}
	for _, f := range in.em {
		a.name(f)
	}
	for _, c := range in.lex {
		a.name("lex:" + c)
	}
	if in.catCode >= 0 {
		a.id(t.cat[in.catCode])
	}
	for _, d := range [...]int{-2, -1, 1, 2} {
		x.scoreNeighbour(a, t, i, d)
	}
}

// posRow is posBucket's row.
func (t *featureIDs) posRow(i, n int) int32 {
	switch {
	case i == 0:
		return t.posFirst
	case i == n-1:
		return t.posLast
	}
	return t.pos[5*i/n]
}

// scoreNeighbour adds the features of the token d steps from i, as
// neighbour gives them.
func (x *extraction) scoreNeighbour(a rowAdder, t *featureIDs, i, d int) {
	j := i + d
	if j < 0 || j >= len(x.info) {
		a.id(t.near[2+d][noShape])
		return
	}
	in := &x.info[j]
	a.id(t.near[2+d][in.shapeCode])
	if (d == -1 || d == 1) && in.classCode >= 0 {
		a.id(t.nearClass[2+d][in.classCode])
	}
	if (d == -1 || d == 1) && in.catCode >= 0 {
		a.id(t.nearCat[2+d][in.catCode])
	}
}

// partRows are the rows of the part features last looked up, one list
// for sentences and one for segments: the tokens of a part share their
// list (partFeatures), so each part is looked up once.
type partRows struct {
	of  [2][]string
	ids [2][]int32
}

// rows returns the rows of fs, part p's features of a token.
func (r *partRows) rows(m *Model, p int, fs []string) []int32 {
	if len(fs) > 0 && len(r.of[p]) == len(fs) && &r.of[p][0] == &fs[0] {
		return r.ids[p]
	}
	r.of[p] = fs
	r.ids[p] = r.ids[p][:0]
	for _, f := range fs {
		j, ok := m.Lookup(f)
		if !ok {
			j = -1
		}
		r.ids[p] = append(r.ids[p], int32(j))
	}
	return r.ids[p]
}
