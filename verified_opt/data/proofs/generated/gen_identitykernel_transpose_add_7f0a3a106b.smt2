; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose2_add, transpose_idkernel2
; z3 rlimit used: 73798
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x40 (add Y X)))
 (let ((?x39 (add X Y)))
 (= ?x39 ?x40))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x55 (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x52 (transpose2 p0 p1 (add X Y))))
 (let (($x56 (= ?x52 ?x55)))
 (let (($x48 (and (>= p0 0) (>= p1 0))))
 (=> $x48 $x56))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
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
 (= (rank (add (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (transpose2 1 0 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x74 (idkernel2 sym_c)))
(let ((?x95 (add in_w1 ?x74)))
(let ((?x102 (transpose2 1 0 ?x95)))
(let ((?x81 (transpose2 1 0 in_w1)))
(let ((?x88 (add ?x74 ?x81)))
(and (distinct ?x88 ?x102) true)))))))
(check-sat)
