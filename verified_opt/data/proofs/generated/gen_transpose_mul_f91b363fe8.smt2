; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, transpose2_after_10, transpose2_id, transpose2_mul
; z3 rlimit used: 73258
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) )(! (let ((?x32 (transpose2 0 1 X)))
 (= ?x32 X)) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x42 (transpose2 q0 q1 X)))
 (let ((?x43 (transpose2 1 0 ?x42)))
 (let (($x45 (= ?x43 (transpose2 q1 q0 X))))
 (let (($x40 (and (>= q0 0) (>= q1 0))))
 (=> $x40 $x45))))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x42 (transpose2 p0 p1 Y)))
 (let ((?x56 (mul (transpose2 p0 p1 X) ?x42)))
 (let ((?x54 (transpose2 p0 p1 (mul X Y))))
 (let (($x57 (= ?x54 ?x56)))
 (let (($x40 (and (>= p0 0) (>= p1 0))))
 (=> $x40 $x57)))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
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
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (mul in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (mul in_w1 (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x74 (transpose2 1 0 in_w1)))
 (let ((?x81 (mul in_w1 ?x74)))
 (let ((?x88 (transpose2 1 0 ?x81)))
 (= (rank ?x88) 2)))))
(assert
 (let ((?x74 (transpose2 1 0 in_w1)))
 (let ((?x81 (mul in_w1 ?x74)))
 (let ((?x88 (transpose2 1 0 ?x81)))
 (= (dim ?x88 0) sym_c)))))
(assert
 (let ((?x74 (transpose2 1 0 in_w1)))
 (let ((?x81 (mul in_w1 ?x74)))
 (let ((?x88 (transpose2 1 0 ?x81)))
 (= (dim ?x88 1) sym_c)))))
(assert
 (let ((?x74 (transpose2 1 0 in_w1)))
(let ((?x81 (mul in_w1 ?x74)))
(let ((?x88 (transpose2 1 0 ?x81)))
(and (distinct ?x88 ?x81) true)))))
(check-sat)
