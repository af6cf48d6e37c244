; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1
; z3 rlimit used: 40914
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_n () Int)
(declare-fun sym_b () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x1653 (transpose2 p0 p1 Y)))
 (let ((?x1726 (transpose2 p0 p1 X)))
 (let ((?x1863 (concat 1 ?x1726 ?x1653)))
 (let ((?x288 (concat p1 X Y)))
 (let ((?x1859 (transpose2 p0 p1 ?x288)))
 (= ?x1859 ?x1863)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_b 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_a))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_b))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (concat 0 in_X in_Y)) 2))
(assert
 (let ((?x3836 (+ sym_a sym_b)))
 (let ((?x3960 (concat 0 in_X in_Y)))
 (let ((?x2847 (dim ?x3960 0)))
 (= ?x2847 ?x3836)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_X in_Y))) 2))
(assert
 (= (dim (transpose2 1 0 (concat 0 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x3836 (+ sym_a sym_b)))
 (let ((?x3960 (concat 0 in_X in_Y)))
 (let ((?x2075 (transpose2 1 0 ?x3960)))
 (let ((?x2721 (dim ?x2075 1)))
 (= ?x2721 ?x3836))))))
(assert
 (let ((?x3836 (+ sym_a sym_b)))
 (>= ?x3836 0)))
(assert
 (= (rank (transpose2 1 0 in_X)) 2))
(assert
 (= (dim (transpose2 1 0 in_X) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 in_X) 1) sym_a))
(assert
 (= (rank (transpose2 1 0 in_Y)) 2))
(assert
 (= (dim (transpose2 1 0 in_Y) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 in_Y) 1) sym_b))
(assert
 (let ((?x3817 (transpose2 1 0 in_Y)))
 (let ((?x4641 (transpose2 1 0 in_X)))
 (let ((?x3670 (concat 1 ?x4641 ?x3817)))
 (= (rank ?x3670) 2)))))
(assert
 (let ((?x3817 (transpose2 1 0 in_Y)))
 (let ((?x4641 (transpose2 1 0 in_X)))
 (let ((?x3670 (concat 1 ?x4641 ?x3817)))
 (= (dim ?x3670 0) sym_n)))))
(assert
 (let ((?x3836 (+ sym_a sym_b)))
 (let ((?x3817 (transpose2 1 0 in_Y)))
 (let ((?x4641 (transpose2 1 0 in_X)))
 (let ((?x3670 (concat 1 ?x4641 ?x3817)))
 (let ((?x3316 (dim ?x3670 1)))
 (= ?x3316 ?x3836)))))))
(assert
 (let ((?x3817 (transpose2 1 0 in_Y)))
(let ((?x4641 (transpose2 1 0 in_X)))
(let ((?x3670 (concat 1 ?x4641 ?x3817)))
(let ((?x3960 (concat 0 in_X in_Y)))
(let ((?x2075 (transpose2 1 0 ?x3960)))
(and (distinct ?x2075 ?x3670) true)))))))
(check-sat)
