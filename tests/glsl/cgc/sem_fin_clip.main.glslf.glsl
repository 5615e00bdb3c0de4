// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fin_clip.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//var float c : $vin.CLP0 : CLP0 : 0 : 1
//var float f : $vin.FACE : FACE : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

vec4 _ret_0;
float _f1;

 // main procedure, the original name was main
void main()
{


    _f1 = float(gl_FrontFacing);
    _ret_0 = vec4(gl_ClipDistance[0]*_f1, gl_ClipDistance[0]*_f1, gl_ClipDistance[0]*_f1, gl_ClipDistance[0]*_f1);
    gl_FragColor = _ret_0;
    return;
} // main end
