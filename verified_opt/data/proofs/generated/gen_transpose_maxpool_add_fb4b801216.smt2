; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial, transpose4_add
; z3 rlimit used: 7981
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x31 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x34 (= ?x31 ?x33)))
 (let (($x22 (>= pr 0)))
 (let (($x16 (>= pt 0)))
 (let (($x27 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x16 (>= pl 0) (>= pb 0) $x22 (= (rank X) 4))))
 (=> $x27 $x34))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x72 (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x69 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x73 (= ?x69 ?x72)))
 (let (($x16 (>= p1 0)))
 (let (($x22 (>= p0 0)))
 (let (($x67 (and $x22 $x16 (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x67 $x73))))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
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
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 2) sym_w))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 3) sym_h))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 0) sym_n)))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 1) sym_c)))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 2) sym_w)))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 3) sym_h)))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x133) 4)))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x133 0) sym_n)))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x133 1) sym_c)))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x133 2) sym_h)))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x133 3) sym_w)))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (= (dim ?x144 2) sym_h))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (= (dim ?x144 3) sym_w))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (transpose4 0 1 3 2 ?x144)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (transpose4 0 1 3 2 ?x144)))
 (= (dim ?x155 0) sym_n)))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (transpose4 0 1 3 2 ?x144)))
 (= (dim ?x155 1) sym_c)))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (transpose4 0 1 3 2 ?x144)))
 (= (dim ?x155 2) sym_w)))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (transpose4 0 1 3 2 ?x144)))
 (= (dim ?x155 3) sym_h)))))
(assert
 (let ((?x133 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x144 (add in_i1 ?x133)))
(let ((?x155 (transpose4 0 1 3 2 ?x144)))
(let ((?x100 (transpose4 0 1 3 2 in_i1)))
(let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
(let ((?x122 (add ?x100 ?x111)))
(and (distinct ?x122 ?x155) true))))))))
(check-sat)
