; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose2_add, transpose2_after_10, transpose2_id
; z3 rlimit used: 74713
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (add Y X)))
 (let ((?x7 (add X Y)))
 (= ?x7 ?x8))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x56 (add (transpose2 p0 p1 X) ?x42)))
 (let ((?x54 (transpose2 p0 p1 (add X Y))))
 (let (($x57 (= ?x54 ?x56)))
 (let (($x40 (and (>= p0 0) (>= p1 0))))
 (=> $x40 $x57)))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (add in_w2 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add in_w2 (transpose2 1 0 in_w1)) 0) sym_c2))
(assert
 (= (dim (add in_w2 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x83 (transpose2 1 0 in_w1)))
 (let ((?x90 (add in_w2 ?x83)))
 (let ((?x97 (transpose2 1 0 ?x90)))
 (= (rank ?x97) 2)))))
(assert
 (let ((?x83 (transpose2 1 0 in_w1)))
 (let ((?x90 (add in_w2 ?x83)))
 (let ((?x97 (transpose2 1 0 ?x90)))
 (= (dim ?x97 0) sym_c)))))
(assert
 (let ((?x83 (transpose2 1 0 in_w1)))
 (let ((?x90 (add in_w2 ?x83)))
 (let ((?x97 (transpose2 1 0 ?x90)))
 (= (dim ?x97 1) sym_c2)))))
(assert
 (= (rank (transpose2 1 0 in_w2)) 2))
(assert
 (= (dim (transpose2 1 0 in_w2) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w1 (transpose2 1 0 in_w2))) 2))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w2)) 1) sym_c2))
(assert
 (let ((?x104 (transpose2 1 0 in_w2)))
(let ((?x111 (add in_w1 ?x104)))
(let ((?x83 (transpose2 1 0 in_w1)))
(let ((?x90 (add in_w2 ?x83)))
(let ((?x97 (transpose2 1 0 ?x90)))
(and (distinct ?x97 ?x111) true)))))))
(check-sat)
