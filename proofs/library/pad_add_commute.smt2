; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad2_add
; z3 rlimit used: 51017
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun pad2 (Int Int Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x15 (add (pad2 p0 p1 p2 p3 X) (pad2 p0 p1 p2 p3 Y))))
 (let ((?x12 (pad2 p0 p1 p2 p3 (add X Y))))
 (= ?x12 ?x15))) :pattern ( (pad2 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (pad2 p0 p1 p2 p3 X) (pad2 p0 p1 p2 p3 Y)) ) :qid pad2_add))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (pad2 1 0 2 1 in_X)) 2))
(assert
 (let ((?x63 (+ 3 sym_m)))
 (let ((?x58 (pad2 1 0 2 1 in_X)))
 (let ((?x61 (dim ?x58 0)))
 (= ?x61 ?x63)))))
(assert
 (let ((?x66 (+ 1 sym_n)))
 (let ((?x58 (pad2 1 0 2 1 in_X)))
 (let ((?x65 (dim ?x58 1)))
 (= ?x65 ?x66)))))
(assert
 (= (rank (pad2 1 0 2 1 in_Y)) 2))
(assert
 (let ((?x63 (+ 3 sym_m)))
 (let ((?x68 (pad2 1 0 2 1 in_Y)))
 (let ((?x71 (dim ?x68 0)))
 (= ?x71 ?x63)))))
(assert
 (let ((?x66 (+ 1 sym_n)))
 (let ((?x68 (pad2 1 0 2 1 in_Y)))
 (let ((?x73 (dim ?x68 1)))
 (= ?x73 ?x66)))))
(assert
 (let ((?x68 (pad2 1 0 2 1 in_Y)))
 (let ((?x58 (pad2 1 0 2 1 in_X)))
 (let ((?x75 (add ?x58 ?x68)))
 (= (rank ?x75) 2)))))
(assert
 (let ((?x63 (+ 3 sym_m)))
 (let ((?x68 (pad2 1 0 2 1 in_Y)))
 (let ((?x58 (pad2 1 0 2 1 in_X)))
 (let ((?x75 (add ?x58 ?x68)))
 (let ((?x78 (dim ?x75 0)))
 (= ?x78 ?x63)))))))
(assert
 (let ((?x66 (+ 1 sym_n)))
 (let ((?x68 (pad2 1 0 2 1 in_Y)))
 (let ((?x58 (pad2 1 0 2 1 in_X)))
 (let ((?x75 (add ?x58 ?x68)))
 (let ((?x80 (dim ?x75 1)))
 (= ?x80 ?x66)))))))
(assert
 (let ((?x63 (+ 3 sym_m)))
 (>= ?x63 0)))
(assert
 (let ((?x66 (+ 1 sym_n)))
 (>= ?x66 0)))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (pad2 1 0 2 1 (add in_X in_Y))) 2))
(assert
 (let ((?x63 (+ 3 sym_m)))
 (let ((?x84 (add in_X in_Y)))
 (let ((?x91 (pad2 1 0 2 1 ?x84)))
 (let ((?x94 (dim ?x91 0)))
 (= ?x94 ?x63))))))
(assert
 (let ((?x66 (+ 1 sym_n)))
 (let ((?x84 (add in_X in_Y)))
 (let ((?x91 (pad2 1 0 2 1 ?x84)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x66))))))
(assert
 (let ((?x84 (add in_X in_Y)))
(let ((?x91 (pad2 1 0 2 1 ?x84)))
(let ((?x68 (pad2 1 0 2 1 in_Y)))
(let ((?x58 (pad2 1 0 2 1 in_X)))
(let ((?x75 (add ?x58 ?x68)))
(and (distinct ?x75 ?x91) true)))))))
(check-sat)
