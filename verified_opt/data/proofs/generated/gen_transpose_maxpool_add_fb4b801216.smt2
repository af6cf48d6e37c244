; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial, transpose4_add
; z3 rlimit used: 74506
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x30 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x28 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x31 (= ?x28 ?x30)))
 (let (($x22 (>= pr 0)))
 (let (($x16 (>= pt 0)))
 (let (($x23 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x16 (>= pl 0) (>= pb 0) $x22)))
 (=> $x23 $x31))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x65 (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x62 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x66 (= ?x62 ?x65)))
 (let (($x16 (>= p1 0)))
 (let (($x22 (>= p0 0)))
 (let (($x58 (and $x22 $x16 (>= p2 0) (>= p3 0))))
 (=> $x58 $x66))))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (rank ?x105) 4))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 0) sym_n))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 1) sym_c))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 2) sym_w))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 3) sym_h))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (add ?x94 ?x105)))
 (= (rank ?x116) 4)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (add ?x94 ?x105)))
 (= (dim ?x116 0) sym_n)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (add ?x94 ?x105)))
 (= (dim ?x116 1) sym_c)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (add ?x94 ?x105)))
 (= (dim ?x116 2) sym_w)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (add ?x94 ?x105)))
 (= (dim ?x116 3) sym_h)))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x127) 4)))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x127 0) sym_n)))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x127 1) sym_c)))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x127 2) sym_h)))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x127 3) sym_w)))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (= (rank ?x138) 4))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (= (dim ?x138 0) sym_n))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (= (dim ?x138 1) sym_c))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (= (dim ?x138 2) sym_h))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (= (dim ?x138 3) sym_w))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (let ((?x149 (transpose4 0 1 3 2 ?x138)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (let ((?x149 (transpose4 0 1 3 2 ?x138)))
 (= (dim ?x149 0) sym_n)))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (let ((?x149 (transpose4 0 1 3 2 ?x138)))
 (= (dim ?x149 1) sym_c)))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (let ((?x149 (transpose4 0 1 3 2 ?x138)))
 (= (dim ?x149 2) sym_w)))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x138 (add in_i1 ?x127)))
 (let ((?x149 (transpose4 0 1 3 2 ?x138)))
 (= (dim ?x149 3) sym_h)))))
(assert
 (let ((?x127 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x138 (add in_i1 ?x127)))
(let ((?x149 (transpose4 0 1 3 2 ?x138)))
(let ((?x94 (transpose4 0 1 3 2 in_i1)))
(let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
(let ((?x116 (add ?x94 ?x105)))
(and (distinct ?x116 ?x149) true))))))))
(check-sat)
