; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, transpose2_add, transpose2_mul, transpose_idkernel2
; z3 rlimit used: 74874
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x40 (mul Y X)))
 (let ((?x39 (mul X Y)))
 (= ?x39 ?x40))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x54 (transpose2 p0 p1 Y)))
 (let ((?x53 (transpose2 p0 p1 X)))
 (let ((?x55 (add ?x53 ?x54)))
 (let ((?x52 (transpose2 p0 p1 (add X Y))))
 (let (($x56 (= ?x52 ?x55)))
 (let (($x48 (and (>= p0 0) (>= p1 0))))
 (=> $x48 $x56))))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x54 (transpose2 p0 p1 Y)))
 (let ((?x53 (transpose2 p0 p1 X)))
 (let ((?x66 (mul ?x53 ?x54)))
 (let ((?x65 (transpose2 p0 p1 (mul X Y))))
 (let (($x67 (= ?x65 ?x66)))
 (let (($x48 (and (>= p0 0) (>= p1 0))))
 (=> $x48 $x67))))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (mul (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (mul (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (mul (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x91 (transpose2 1 0 in_w1)))
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x98 (mul ?x84 ?x91)))
 (let ((?x105 (add ?x91 ?x98)))
 (= (rank ?x105) 2))))))
(assert
 (let ((?x91 (transpose2 1 0 in_w1)))
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x98 (mul ?x84 ?x91)))
 (let ((?x105 (add ?x91 ?x98)))
 (= (dim ?x105 0) sym_c))))))
(assert
 (let ((?x91 (transpose2 1 0 in_w1)))
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x98 (mul ?x84 ?x91)))
 (let ((?x105 (add ?x91 ?x98)))
 (= (dim ?x105 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (add in_w1 (mul in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (add in_w1 (mul in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (add in_w1 (mul in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x112 (mul in_w1 ?x84)))
 (let ((?x119 (add in_w1 ?x112)))
 (let ((?x126 (transpose2 1 0 ?x119)))
 (= (rank ?x126) 2))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x112 (mul in_w1 ?x84)))
 (let ((?x119 (add in_w1 ?x112)))
 (let ((?x126 (transpose2 1 0 ?x119)))
 (= (dim ?x126 0) sym_c))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x112 (mul in_w1 ?x84)))
 (let ((?x119 (add in_w1 ?x112)))
 (let ((?x126 (transpose2 1 0 ?x119)))
 (= (dim ?x126 1) sym_c))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
(let ((?x112 (mul in_w1 ?x84)))
(let ((?x119 (add in_w1 ?x112)))
(let ((?x126 (transpose2 1 0 ?x119)))
(let ((?x91 (transpose2 1 0 in_w1)))
(let ((?x98 (mul ?x84 ?x91)))
(let ((?x105 (add ?x91 ?x98)))
(and (distinct ?x105 ?x126) true)))))))))
(check-sat)
